import autocannon from 'autocannon';
import type { BenchRoute } from './routes';

export type Measurement = {
  route: BenchRoute;
  /** Concurrent clients of this run. */
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers received within the run (a route slower than the run's duration has none). */
  responses: number;
  /** Answers other than 2xx, errors and timeouts: a row with failures measured the wrong thing. */
  failures: number;
};

export type MeasureOptions = { baseUrl: string; token: string; connections: number; durationSeconds: number };

/** Nearest-rank percentile of sorted latencies (ms). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

/**
 * Requests still queued in the server when a run stops would slow the next route down (PGlite has one
 * connection), so the next route starts only once a health check answers quickly again (at most 60 s).
 */
async function waitUntilIdle(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${baseUrl}/healthz`).catch(() => undefined);
    if (performance.now() - started < 50) return;
  }
}

/** Concurrent clients on one route for a fixed time, after a one-second warm-up. */
export async function measure(route: BenchRoute, options: MeasureOptions): Promise<Measurement> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `${options.baseUrl}${route.path}`,
    method: route.method,
    headers: {
      authorization: `Bearer ${options.token}`,
      accept: 'application/json',
      ...(route.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(route.body ? { body: JSON.stringify(route.body) } : {}),
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
    warmup: { connections: options.connections, duration: 1 },
  });
  instance.on('response', (_client, _status, _bytes, responseTimeMs) => {
    latencies.push(responseTimeMs);
  });
  const result = await instance;
  await waitUntilIdle(options.baseUrl);
  latencies.sort((a, b) => a - b);
  return {
    route,
    connections: options.connections,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    responses: latencies.length,
    // No answer at all within the run counts as a failure too: the route is slower than the measurement.
    failures: result.non2xx + result.errors + result.timeouts + (latencies.length === 0 ? 1 : 0),
  };
}
