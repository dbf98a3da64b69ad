import pg from 'pg';

/**
 * How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool) before it gets the
 * 503 of a database that is not reachable: a server that drops packets would otherwise hold it for minutes.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * A pg.Pool that survives a PostgreSQL restart, failover or crash (issue 24, finding 1; docs/decisions.md
 * "When the database goes away"):
 * - every connection has an 'error' listener for its whole life. The pool listens only while a connection is idle;
 *   one cut while checked out (a transaction) emitted an unhandled 'error' and stopped the process.
 * - a checked-out connection that dies goes back to the pool as broken at once, so the pool drops it. drizzle's
 *   transaction() (0.45) sends BEGIN before its try/finally: when BEGIN fails it never releases the connection, and
 *   a few restarts would use up the pool for good (drizzle-orm issues 6023, 6241). Its own later release() is then
 *   a no-op instead of pg-pool's "Release called on client which has already been released".
 */
export class ResilientPool extends pg.Pool {
  /** Connections that reported an error: dead for good (pg marks them not queryable). */
  private readonly lost = new WeakSet<pg.PoolClient>();

  constructor(config: pg.PoolConfig, onLost: (err: Error) => void) {
    super({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...config });
    this.on('connect', (client) => {
      // A connection the server ends reports twice (the server's message, then the closed socket): report it once.
      client.on('error', (err) => {
        if (!this.lost.has(client)) onLost(err);
        this.lost.add(client);
      });
    });
    // An idle connection's error: pg-pool has already dropped it, and the listener above has reported it.
    this.on('error', () => undefined);
  }

  // pool.query() uses the callback form and guards its connection itself; drizzle's transaction() the promise form.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => this.releaseWhenLost(client));
  }

  private releaseWhenLost(client: pg.PoolClient): pg.PoolClient {
    const release = client.release.bind(client);
    let released = false;
    const releaseOnce = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', onLost);
      release(err);
    };
    const onLost = (err: Error) => releaseOnce(err);
    client.release = releaseOnce;
    // It may have died between the pool's hand-over and now.
    if (this.lost.has(client)) releaseOnce(new Error('Connection lost before use'));
    else client.on('error', onLost);
    return client;
  }
}
