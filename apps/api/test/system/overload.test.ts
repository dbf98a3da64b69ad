import type { PGlite } from '@electric-sql/pglite';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { AdmissionGate, SERVER_BUSY, type AdmissionLimits } from '../../src/plugins/admission';
import { waitFor } from '../helpers/api-process';
import { removeDataDir, testConfig } from '../helpers/build';
import { openTestDatabase } from '../helpers/database';

/**
 * Issue 24, finding 9: the embedded database serves one statement at a time. Under more requests than it can take,
 * the excess gets a quick Dutch 503 instead of hanging. The test holds the database in a transaction of its own, so
 * no request can finish until it lets go: which requests wait and which are refused depends on the limits alone.
 */
// Bounds for a loaded machine, not speed targets: each test builds an app on a database of its own.
const BOUND = 120_000;

describe.runIf(process.env.TEST_DB !== 'postgres')('a busy embedded database', () => {
  let opened: { app: App; database: Database; dir: ReturnType<typeof testConfig> } | undefined;
  afterEach(async () => {
    if (!opened) return;
    await opened.app.close();
    await opened.database.close();
    removeDataDir(opened.dir);
    opened = undefined;
  });

  async function appWith(limits: AdmissionLimits) {
    const database = await openTestDatabase({ migrated: true });
    const config = { ...testConfig(), embeddedAdmission: limits };
    const app = await buildApp({ db: database.db, config, logger: false });
    await app.ready();
    opened = { app, database, dir: config };
    return { app, client: (database.db as unknown as { $client: PGlite }).$client };
  }

  /** Holds the embedded database (every statement waits) until the returned function is called. */
  async function holdDatabase(client: PGlite): Promise<() => Promise<void>> {
    let letGo = () => undefined as void;
    let holding = () => undefined as void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const transaction = client.transaction(() => {
      holding();
      return new Promise<void>((resolve) => (letGo = resolve));
    });
    await held;
    return async () => {
      letGo();
      await transaction;
    };
  }

  /** Sends requests at once; `settled` holds each answer as it arrives. */
  function send(app: App, count: number) {
    const settled: LightMyRequestResponse[] = [];
    const all = Array.from({ length: count }, () =>
      app.inject({ method: 'GET', url: '/healthz' }).then((res) => {
        settled.push(res);
        return res;
      }),
    );
    return { settled, all: Promise.all(all) };
  }

  const busy = (res: LightMyRequestResponse) => ({
    status: res.statusCode,
    retryAfter: res.headers['retry-after'],
    body: res.json<unknown>(),
  });
  const BUSY = { status: 503, retryAfter: '2', body: { error: SERVER_BUSY } };

  it(
    'refuses at once what does not fit in the line, and serves the rest when the database is free',
    async () => {
      const { app, client } = await appWith({ active: 1, queue: 2, waitMs: 600_000 });
      const release = await holdDatabase(client);
      const { settled, all } = send(app, 8);
      // While the database is held, the 5 beyond one at work and two waiting are answered (waitMs is 10 minutes).
      await waitFor(
        () => settled.length >= 5,
        60_000,
        () => `${settled.length} answers while held`,
      );
      expect(settled.map(busy)).toEqual(Array(5).fill(BUSY));
      await release();
      const answers = await all;
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 503, 503, 503, 503, 503]);
    },
    BOUND,
  );

  it(
    'answers a request that waited longer than the wait limit with the 503',
    async () => {
      const { app, client } = await appWith({ active: 1, queue: 10, waitMs: 50 });
      const release = await holdDatabase(client);
      const { settled, all } = send(app, 3);
      // Two wait behind the one at work; the database stays held until both gave up.
      await waitFor(
        () => settled.length >= 2,
        60_000,
        () => `${settled.length} answers while held`,
      );
      expect(settled.map(busy)).toEqual([BUSY, BUSY]);
      await release();
      expect((await all).map((res) => res.statusCode)).toEqual([200, 503, 503]);
    },
    BOUND,
  );

  it(
    'gives every turn back: refused, failed and answered requests alike',
    async () => {
      const { app } = await appWith({ active: 1, queue: 0, waitMs: 50 });
      const calls = [
        { method: 'GET', url: '/v1/lid/1' }, // 401: no session
        { method: 'GET', url: '/bestaat-niet' }, // 404
        { method: 'POST', url: '/login', payload: '{"kapot' }, // 400
        { method: 'GET', url: '/healthz' }, // 200
      ] as const;
      for (let round = 0; round < 5; round += 1)
        for (const call of calls) expect((await app.inject(call)).statusCode).not.toBe(503);
    },
    BOUND,
  );

  it('is set by EMBEDDED_ACTIVE_REQUESTS, EMBEDDED_QUEUE_LENGTH and EMBEDDED_QUEUE_WAIT_MS', () => {
    expect(loadConfig({}).embeddedAdmission).toEqual({ active: 8, queue: 100, waitMs: 3000 });
    const env = { EMBEDDED_ACTIVE_REQUESTS: '2', EMBEDDED_QUEUE_LENGTH: '0', EMBEDDED_QUEUE_WAIT_MS: '250' };
    expect(loadConfig(env).embeddedAdmission).toEqual({ active: 2, queue: 0, waitMs: 250 });
  });
});

describe('the admission gate', () => {
  const gate = () => new AdmissionGate({ active: 1, queue: 2, waitMs: 600_000 });
  const state = (turns: { admitted: Promise<boolean> }[]) =>
    Promise.all(turns.map((t) => Promise.race([t.admitted, Promise.resolve('waiting')])));

  it('passes a turn on to the longest waiting request', async () => {
    const g = gate();
    const [first, second, third] = [g.enter(), g.enter(), g.enter()];
    expect(await state([first, second, third])).toEqual([true, 'waiting', 'waiting']);
    first.leave();
    expect(await state([second, third])).toEqual([true, 'waiting']);
    second.leave();
    expect(await state([third])).toEqual([true]);
  });

  it('forgets a request that went away while waiting, and a second leave changes nothing', async () => {
    const g = gate();
    const [first, gone, next] = [g.enter(), g.enter(), g.enter()];
    gone.leave();
    expect(await gone.admitted).toBe(false);
    first.leave();
    first.leave();
    expect(await state([next])).toEqual([true]);
    // One at work (next), two places free in the line again.
    expect(await state([g.enter(), g.enter(), g.enter()])).toEqual(['waiting', 'waiting', false]);
  });
});
