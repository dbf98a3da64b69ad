// `npx tsx apps/api/bench/alone.ts`: what one request costs alone, per route, on DATA_DIR's seeded embedded
// database (or DATABASE_URL): one client, ALONE_SECONDS per route, p50/p95 of the answers and the API
// process's CPU time per request (from /proc, Linux), which a shared machine disturbs less than wall-clock.
// ALONE_ROOTS=dirA,dirB alternates the API of two checkouts on the same database (a before/after
// comparison), ALONE_ROUNDS times. The database must hold `admin` with ADMIN_PASSWORD.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { percentile } from './measure';
import { BENCH_ROUTES, resolveRoutes } from './routes';
import { login, repoRoot, startApi } from './server';

const roots = (process.env.ALONE_ROOTS ?? repoRoot).split(',');
const rounds = Number(process.env.ALONE_ROUNDS ?? 1);
const seconds = Number(process.env.ALONE_SECONDS ?? 5);
const only = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim());
const adminPassword = process.env.ADMIN_PASSWORD ?? '';
const env = { DATA_DIR: process.env.DATA_DIR ?? '', DATABASE_URL: process.env.DATABASE_URL ?? '' };

/** User + system CPU time of a process, in ms (fields 14 and 15 of /proc/<pid>/stat, in clock ticks). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

for (let round = 1; round <= rounds; round++) {
  for (const root of roots) {
    process.env.BENCH_API_ROOT = root;
    const api = await startApi(
      { label: root, env, markSeeded: () => undefined, drop: () => Promise.resolve() },
      adminPassword,
    );
    try {
      const token = await login(api.baseUrl, 'admin', adminPassword);
      const routes = (await resolveRoutes(api.baseUrl, token, BENCH_ROUTES)).filter(
        (r) => r.method === 'GET' && (!only || only.some((o) => r.name.includes(o))),
      );
      for (const route of routes) {
        const latencies: number[] = [];
        const run = (duration: number) =>
          autocannon({
            url: `${api.baseUrl}${route.path}`,
            headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
            connections: 1,
            duration,
          });
        await run(1); // warm-up
        const cpuBefore = cpuMs(api.pid);
        const instance = run(seconds);
        instance.on('response', (_c: unknown, _s: unknown, _b: unknown, ms: number) => latencies.push(ms));
        const result = await instance;
        const cpu = cpuMs(api.pid) - cpuBefore;
        latencies.sort((a, b) => a - b);
        process.stdout.write(
          `${round}\t${root}\t${route.method} ${route.path}\tp50 ${percentile(latencies, 50).toFixed(2)}\tp95 ${percentile(latencies, 95).toFixed(2)}\tcpu/req ${(cpu / latencies.length).toFixed(2)}\tn ${latencies.length}\tfail ${result.non2xx + result.errors}\n`,
        );
      }
    } finally {
      await api.stop();
    }
  }
}
