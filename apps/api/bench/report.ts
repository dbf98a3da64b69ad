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

/**
 * Issue 7's throughput target, read off the table: member lookup (`GET /v1/lid/MVM1`) against `/healthz` of the
 * same database and client count (target at 50 clients: at least 0.5).
 */
export function lookupRatios(runs: DatabaseRun[]): string[] {
  const lines: string[] = [];
  for (const run of runs) {
    for (const lookup of run.measurements.filter((m) => m.route.path === '/v1/lid/MVM1')) {
      const health = run.measurements.find(
        (m) => m.route.path === '/healthz' && m.connections === lookup.connections,
      );
      if (!health || health.requestsPerSecond === 0) continue;
      const ratio = lookup.requestsPerSecond / health.requestsPerSecond;
      lines.push(
        `${run.database}, ${lookup.connections} clients: member lookup ${rate(lookup.requestsPerSecond)} req/s = ` +
          `${ratio.toFixed(2)} × /healthz (${rate(health.requestsPerSecond)} req/s).`,
      );
    }
  }
  return lines;
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
    ...lookupRatios(runs).map((line) => `- ${line}`),
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
}
