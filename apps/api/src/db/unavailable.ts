/** The answer while the database cannot be reached (a restart, a failover, maintenance). */
export const DATABASE_UNAVAILABLE = 'De database is even niet bereikbaar. Probeer het zo opnieuw.';

// SQLSTATE 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down).
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);
// The socket to the server failed, or no server answered.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres' own errors carry no code, only these messages.
const DRIVER_MESSAGES = [
  /^Connection terminated/, // 'unexpectedly', 'due to connection timeout'
  /^timeout exceeded when trying to connect$/, // no connection free within connectionTimeoutMillis
  /is not queryable$/, // a connection that already broke
];

export type ConnectionFailure = { code: string; message: string };

function connectionFailure(err: object): ConnectionFailure | undefined {
  const code = 'code' in err && typeof err.code === 'string' ? err.code : '';
  const message = 'message' in err && typeof err.message === 'string' ? err.message : '';
  const failed =
    code.startsWith('08') ||
    SERVER_GOING_AWAY.has(code) ||
    NETWORK_CODES.has(code) ||
    DRIVER_MESSAGES.some((pattern) => pattern.test(message));
  return failed ? { code, message } : undefined;
}

/**
 * The failure, in `err` or an error it wraps (drizzle wraps the driver's error as `cause`), that says the database
 * cannot be reached right now (SQLSTATE class 08, 57P01–57P03, a refused or reset socket, a connection timeout);
 * undefined for any other error. Such a request gets a 503, not a 500: the same request succeeds once the database
 * is back. The code and message name no data (no statement, no parameter), so they may be logged.
 */
export function databaseUnavailable(err: unknown): ConnectionFailure | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const failure = connectionFailure(e);
    if (failure) return failure;
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}
