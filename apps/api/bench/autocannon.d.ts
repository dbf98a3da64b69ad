// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Options = {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    warmup?: { connections?: number; duration?: number };
    /** Per-request setup, e.g. another body for every request of a write route. */
    requests?: { setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
  };

  type Histogram = { average: number; mean: number; total: number; min: number; max: number };

  type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };

  type Instance = EventEmitter &
    PromiseLike<Result> & {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
      ): Instance;
    };

  function autocannon(options: Options): Instance;
  export default autocannon;
  export type { Options, Result, Instance };
}
