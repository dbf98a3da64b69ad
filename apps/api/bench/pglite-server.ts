// The embedded database in a process of its own, speaking the PostgreSQL protocol on loopback
// (@electric-sql/pglite-socket): the bench's "PGlite (socket)" row measures whether taking PGlite off the
// API's event loop is faster (docs/decisions.md, "The embedded database on the request thread").
// Usage: DATA_DIR=... PGLITE_PORT=... tsx apps/api/bench/pglite-server.ts; prints "listening <port>".
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import path from 'node:path';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm, unaccent } });
const server = new PGLiteSocketServer({
  db,
  port: Number(process.env.PGLITE_PORT ?? 0),
  host: '127.0.0.1',
  maxConnections: Number(process.env.PGLITE_CONNECTIONS ?? 10),
});
server.addEventListener('listening', (event) => {
  const { port } = (event as CustomEvent<{ port: number }>).detail;
  process.stdout.write(`listening ${port}\n`);
});
await server.start();
const stop = async () => {
  await server.stop();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
