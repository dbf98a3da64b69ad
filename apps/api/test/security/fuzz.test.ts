import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ADMIN_PASSWORD, type TestContext } from '../helpers/build';
import { casePayload, memberPayload } from '../helpers/households';
import { bodyFor, oddId, queryFor } from './arbitraries';
import { isPublicOnPurpose } from './route-table';

// Issue 6: property-based fuzzing of every route in the route table, as an administrator (so the
// requests get past the access check into the routes). FUZZ_RUNS raises the cases per route.
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
// Tables a refused request may still write: a failed login counts, a USB-key attempt uses its challenge.
// access_log: earlier reads' entries are written a second later, in the background (issue 12); a refused
// request itself writes none (apps/api/test/privacy/access-log.test.ts).
const MAY_CHANGE = ['sessions', 'login_attempts', 'webauthn_challenges', 'access_log'];
// English words a Dutch error must not hold (a zod or Fastify default leaking through).
const ENGLISH = /\b(invalid|expected|required|unrecognized|must|should|error|failed|undefined)\b/i;

// Built before the tests are collected, so every route of the table is a test of its own.
const t: TestContext = await buildTestApp();
let token = t.adminToken;
beforeAll(async () => {
  // A member (MVM1) and a one-off case (E1), so ids like '1' reach real records.
  await t.call(token, { method: 'POST', url: '/v1/lid', payload: memberPayload() });
  await t.call(token, { method: 'POST', url: '/v1/punctuelehulp', payload: casePayload() });
});
afterAll(() => t.close());

async function checksum(): Promise<string> {
  const run = async (statement: ReturnType<typeof sql>) =>
    ((await t.database.db.execute<Record<string, string>>(statement)) as { rows: Record<string, string>[] })
      .rows;
  const [query] = await run(sql`
    select string_agg(format('select %L as t, count(*)::text as n, md5(coalesce(string_agg(x::text, %L order by x::text), %L)) as h from %I x', tablename, '|', '', tablename), ' union all ' order by tablename) as q
    from pg_tables where schemaname = 'public' and tablename <> all(${`{${MAY_CHANGE.join(',')}}`}::text[])`);
  const rows = await run(sql.raw(query!.q!));
  return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join(';');
}

/**
 * Every key and text value of a generated body or query: an error may quote them ('Onbekend veld: error',
 * "Onbekende sortering 'undefined'"), which is the sender's word, not an English default leaking through.
 */
function echoableTextOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      echoableTextOf(inner, into);
    }
  }
  return into;
}
// Whole words only (not inside a longer word), so a one-letter key cannot hide an English word by cutting letters
// out of it; a value that starts or ends with punctuation ('-error') is still found.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const withoutEchoedInput = (message: string, input: unknown) =>
  [...echoableTextOf(input)].reduce(
    (text, echoed) =>
      echoed.trim() ? text.replace(new RegExp(`(?<!\\w)${escapeRegExp(echoed)}(?!\\w)`, 'g'), '') : text,
    message,
  );

const fillPath = (url: string, ids: string[]) => {
  let i = 0;
  return url.replace(/:(\w+)/g, () => encodeURIComponent(ids[i++] ?? '1'));
};

const fuzzed = t.app.routeTable.filter(
  (r) =>
    r.method !== 'HEAD' &&
    r.method !== 'OPTIONS' &&
    r.url !== '/v1/auth/logout' &&
    // the built web app's files: static, no input
    !(r.access === 'public' && isPublicOnPurpose(t.app, r) && r.url.includes('.')),
);

describe('every route under generated input: no 5xx, a Dutch {error}, nothing changed when refused', () => {
  it('covers the whole route table', () => expect(fuzzed.length).toBeGreaterThan(30));

  // A bounded number of cases per route; the time limit grows with FUZZ_RUNS, not with the machine's speed.
  it.each(fuzzed.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s',
    { timeout: Math.max(60_000, RUNS * 5_000) },
    async (_label, route) => {
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      const paramCount = (route.url.match(/:\w+/g) ?? []).length;
      await fc.assert(
        fc.asyncProperty(
          fc.array(oddId, { minLength: paramCount, maxLength: paramCount }),
          queryFor(schema.querystring),
          bodyFor(schema.body),
          async (ids, query, body) => {
            const before = await checksum();
            const res = await t.call(token, {
              method: route.method,
              url: fillPath(route.url, ids),
              query,
              // Failed logins of the fuzzed login routes count against this address, not the admin's.
              remoteAddress: '10.99.0.1',
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body as object }),
            });
            const where = `${route.method} ${route.url} ${JSON.stringify({ ids, query }).slice(0, 200)}`;
            expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
            if (res.statusCode >= 400 && !route.url.startsWith('/print-agent')) {
              const error: unknown = res.json().error;
              expect(typeof error, where).toBe('string');
              expect(withoutEchoedInput(String(error), { query, body }), where).not.toMatch(ENGLISH);
              expect(await checksum(), `${where}: database changed by a refused request`).toBe(before);
            }
            // A generated password change may end the admin's sessions: sign in again.
            if (res.statusCode === 401 && route.access !== 'public') {
              token = await t.login('admin', ADMIN_PASSWORD);
            }
          },
        ),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
    },
  );
});
