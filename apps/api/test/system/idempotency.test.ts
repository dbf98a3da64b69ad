import { randomUUID } from 'node:crypto';
import { toIsoDate } from '@mvm/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { openPostgres, type Database } from '../../src/db/client';
import { KEY_REUSED, STILL_RUNNING } from '../../src/plugins/idempotency';
import { buildTestApp, removeDataDir, testConfig, type TestContext } from '../helpers/build';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let counter = 0;
const eventBody = () => ({ naam: `Feest ${++counter} ${randomUUID()}`, datum: toIsoDate(new Date()) });

const createEvent = (body: unknown, key?: string, token = t.adminToken) =>
  t.call(token, {
    method: 'POST',
    url: '/v1/evenementen/',
    payload: body as Record<string, unknown>,
    headers: key ? { 'idempotency-key': key } : {},
  });

async function eventsNamed(naam: string): Promise<number> {
  const list = (await t.call(t.adminToken, { method: 'GET', url: '/v1/evenementen/' })).json<
    { naam: string }[]
  >();
  return list.filter((e) => e.naam === naam).length;
}

describe('Idempotency-Key (issue 27: a repeated request is answered once)', () => {
  it('answers a repeat with the first reply and creates one record', async () => {
    const body = eventBody();
    const key = randomUUID();
    const first = await createEvent(body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await createEvent(body, key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(await eventsNamed(body.naam)).toBe(1);
  });

  it('forgets a reply after an hour: a stored household must not outlive that (issue 25, privacy)', async () => {
    const body = eventBody();
    const key = randomUUID();
    expect((await createEvent(body, key)).statusCode).toBe(201);
    await t.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '61 minutes' where key = ${key}`,
    );
    const later = await createEvent(body, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await eventsNamed(body.naam)).toBe(2);
  });

  it('runs 20 requests with one key at once as one: one record, every answer the same', async () => {
    const body = eventBody();
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 20 }, () => createEvent(body, key)));

    expect(await eventsNamed(body.naam)).toBe(1);
    const ran = replies.filter((r) => r.headers['idempotent-replayed'] === undefined);
    expect(ran).toHaveLength(1);
    // The others waited for the first reply (or, past the wait, were told it still runs).
    for (const reply of replies) {
      if (reply.statusCode === 409) expect(reply.json().error).toBe(STILL_RUNNING);
      else expect(reply.body).toBe(ran[0]!.body);
    }
  });

  it('refuses the same key with another body (422, Dutch) and creates nothing for it', async () => {
    const key = randomUUID();
    const first = eventBody();
    expect((await createEvent(first, key)).statusCode).toBe(201);
    const other = eventBody();
    const refused = await createEvent(other, key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: KEY_REUSED });
    expect(await eventsNamed(other.naam)).toBe(0);
  });

  it('refuses the same key on another path', async () => {
    const key = randomUUID();
    expect((await createEvent(eventBody(), key)).statusCode).toBe(201);
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/v1/beheer/rollen',
      payload: { name: `rol-${randomUUID()}`, verbs: ['GET'], endpoints: ['/v1/leden/*'] },
      headers: { 'idempotency-key': key },
    });
    expect(res.statusCode).toBe(422);
  });

  it('without a key works as before: two requests, two records', async () => {
    const body = eventBody();
    expect((await createEvent(body)).statusCode).toBe(201);
    expect((await createEvent(body)).statusCode).toBe(201);
    expect(await eventsNamed(body.naam)).toBe(2);
  });

  it('keeps keys per user: another user with the same key runs their own request', async () => {
    const other = await t.userWithRole(['GET', 'POST'], ['/v1/evenementen/*']);
    const key = randomUUID();
    const body = eventBody();
    expect((await createEvent(body, key)).statusCode).toBe(201);
    const theirs = await createEvent(body, key, other);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await eventsNamed(body.naam)).toBe(2);
  });

  it('repeats a refusal too (a 400 stays a 400), without running the request again', async () => {
    const key = randomUUID();
    const bad = { naam: ' ' };
    const first = await createEvent(bad, key);
    expect(first.statusCode).toBe(400);
    const again = await createEvent(bad, key);
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(first.body);
  });

  it('refuses a malformed key with a Dutch 400', async () => {
    const res = await createEvent(eventBody(), 'met spatie');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Idempotency-Key/);
    expect((await createEvent(eventBody(), 'x'.repeat(256))).statusCode).toBe(400);
  });

  describe('across two API instances on one database', () => {
    let second: { app: App; database?: Database; close(): Promise<void> };
    beforeAll(async () => {
      // PostgreSQL: a pool of its own, as another process would have; PGlite has one connection per database.
      const database =
        t.database.kind === 'postgres'
          ? await openPostgres(
              (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client
                .options.connectionString,
              5,
            )
          : undefined;
      const config = testConfig();
      const app = await buildApp({ db: database?.db ?? t.database.db, config, logger: false });
      await app.ready();
      second = {
        app,
        async close() {
          await app.close();
          await database?.close();
          removeDataDir(config);
        },
      };
    });
    afterAll(() => second.close());

    it('20 requests with one key spread over both create one record', async () => {
      const body = eventBody();
      const key = randomUUID();
      const headers = { authorization: `Bearer ${t.adminToken}`, 'idempotency-key': key };
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 === 0 ? t.app : second.app).inject({
            method: 'POST',
            url: '/v1/evenementen/',
            payload: body,
            headers,
          }),
        ),
      );
      expect(await eventsNamed(body.naam)).toBe(1);
      const ran = replies.filter((r) => r.headers['idempotent-replayed'] === undefined);
      expect(ran).toHaveLength(1);
      for (const reply of replies) if (reply.statusCode !== 409) expect(reply.body).toBe(ran[0]!.body);
    });
  });
});
