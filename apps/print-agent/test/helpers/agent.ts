import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { printAgentPlugin, type PrintAgentOptions } from '../../src/index';

export const PRINTED_AT = new Date('2025-03-14T10:00:00Z');

export type TestAgent = { app: FastifyInstance; dataDir: string; close(): Promise<void> };

/** The real plugin on a fresh Fastify instance and an empty temp DATA_DIR. */
export async function startAgent(options: Omit<PrintAgentOptions, 'dataDir'> = {}): Promise<TestAgent> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'print-agent-'));
  const app = Fastify();
  await app.register(printAgentPlugin, { dataDir, now: () => PRINTED_AT, ...options });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const lidkaart = { mvmNummer: 'MVM12', voornaam: 'Zoë', naam: 'Hénaut' };
