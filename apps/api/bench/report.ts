import os from 'node:os';
import type { Measurement } from './measure';

export type DatabaseRun = { database: string; households: number; measurements: Measurement[] };
export type RunSettings = { connections: number[]; durationSeconds: number };

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '-');
const rate = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));

export function markdownTable(runs: DatabaseRun[]): string {
  const lines = [
    '| database | households | clients | route | req/s | p50 ms | p95 ms | p99 ms | answers | failures |',
    '|---|---:|---:|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const run of runs) {
    for (const m of run.measurements) {
      lines.push(
        `| ${run.database} | ${run.households} | ${m.connections} | ${m.route.method} ${m.route.path} | ${rate(m.requestsPerSecond)} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.responses} | ${m.failures} |`,
      );
    }
  }
  return lines.join('\n');
}

export function machineLine(settings: RunSettings): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return (
    `${new Date().toISOString()} · Node ${process.version} · ${cpu} × ${os.availableParallelism()} · ` +
    `${settings.connections.join(', ')} clients, ${settings.durationSeconds} s per route after a 1 s warm-up`
  );
}

export function resultsDocument(runs: DatabaseRun[], settings: RunSettings, notes: string[]): string {
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (apps/api/bench/run.ts). `/healthz` runs one trivial query: it is the',
    'reference round trip of this machine; read the other rows against it.',
    '',
    machineLine(settings),
    '',
    markdownTable(runs),
    '',
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
}
