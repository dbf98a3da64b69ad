import autocannon from 'autocannon';
import type { BenchRoute } from './routes';

export type Measurement = {
  route: BenchRoute;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx, errors and timeouts: a row with failures measured the wrong thing. */
  failures: number;
};

export type MeasureOptions = { baseUrl: string; token: string; connections: number; durationSeconds: number };

/** Nearest-rank percentile of sorted latencies (ms). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** Concurrent clients on one route for a fixed time, after a one-second warm-up. */
export async function measure(route: BenchRoute, options: MeasureOptions): Promise<Measurement> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `${options.baseUrl}${route.path}`,
    method: route.method,
    headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
    warmup: { connections: options.connections, duration: 1 },
  });
  instance.on('response', (_client, _status, _bytes, responseTimeMs) => {
    latencies.push(responseTimeMs);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    route,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
