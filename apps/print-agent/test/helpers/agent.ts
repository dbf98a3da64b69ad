import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type InjectOptions,
  type LightMyRequestResponse,
  type RouteOptions,
} from 'fastify';
import { printAgentPlugin, type PrintAgentOptions } from '../../src/index';

export const PRINTED_AT = new Date('2025-03-14T10:00:00Z');
/** The printer host's settings in these tests: PRINT_AGENT_TOKEN and PRINT_AGENT_ORIGINS. */
export const AGENT_TOKEN = 'test-sleutel-van-de-printservice';
export const BACK_OFFICE = 'http://backoffice.lan:3000';

export type TestAgent = {
  app: FastifyInstance;
  dataDir: string;
  /** A call with the agent's token, as the printers page makes it (job log, previews, state, reprint). */
  admin(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

type StartOptions = Omit<PrintAgentOptions, 'dataDir' | 'access'> &
  Partial<Pick<PrintAgentOptions, 'access'>> & {
    /** Sees each route as the agent adds it (the agent's own route table). */
    onRoute?: (route: RouteOptions) => void;
  };

/** The real plugin as on a printer host (token, back-office origin) on a fresh Fastify and an empty temp DATA_DIR. */
export async function startAgent({ onRoute, ...options }: StartOptions = {}): Promise<TestAgent> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'print-agent-'));
  const app = Fastify();
  if (onRoute) app.addHook('onRoute', onRoute);
  await app.register(printAgentPlugin, {
    dataDir,
    now: () => PRINTED_AT,
    access: { kind: 'token', token: AGENT_TOKEN, origins: [BACK_OFFICE] },
    ...options,
  });
  await app.ready();
  return {
    app,
    dataDir,
    admin: (call) =>
      app.inject({ ...call, headers: { ...call.headers, authorization: `Bearer ${AGENT_TOKEN}` } }),
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const lidkaart = { mvmNummer: 'MVM12', voornaam: 'Zoë', naam: 'Hénaut' };
