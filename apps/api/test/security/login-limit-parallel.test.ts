import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PASSWORD, type TestContext } from '../helpers/build';
import { secondInstance, type SecondInstance } from '../helpers/second-instance';

// Issue 24 finding 6: the login limit holds however many guesses arrive at once, on two API instances that
// share one database. Every attempt is reserved before its password is checked, so only the first N are
// evaluated; the rest answer 429 without hashing. A 401 is an evaluated wrong guess.
let t: TestContext;
let second: SecondInstance;
beforeAll(async () => {
  t = await buildTestApp();
  second = await secondInstance(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const login = (i: number, username: string, password: string, ip: string) =>
  (i % 2 === 0 ? t.app : second.app).inject({
    method: 'POST',
    url: '/login',
    payload: { username, password },
    remoteAddress: ip,
  });

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((sum, c) => ({ ...sum, [c]: (sum[c] ?? 0) + 1 }), {});

describe('parallel guesses through two instances', () => {
  it('evaluates at most 5 of 40 wrong passwords for one name from one address, then refuses the right one', async () => {
    await t.userWithRole(['GET'], ['/v1/leden/*'], 'parallel');
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i, 'parallel', `fout-${i}`, '10.6.0.1')),
    );
    expect(tally(replies.map((r) => r.statusCode))).toEqual({ 401: 5, 429: 35 });
    const right = await login(0, 'parallel', TEST_PASSWORD, '10.6.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatch(/^Te veel mislukte aanmeldpogingen/);
  });

  it('evaluates at most 20 of 60 wrong logins from one address, spread over many names', async () => {
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(i, `naam${i}`, 'fout', '10.6.0.2')),
    );
    expect(tally(replies.map((r) => r.statusCode))).toEqual({ 401: 20, 429: 40 });
  });

  it('answers only 401 or 429 when names and addresses cross in parallel (no deadlock, never a 500)', async () => {
    const replies = await Promise.all(
      Array.from({ length: 45 }, (_, i) => login(i, `kruis${i % 3}`, 'fout', `10.6.1.${i % 5}`)),
    );
    const unexpected = replies.filter((r) => r.statusCode !== 401 && r.statusCode !== 429);
    expect(unexpected.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    const counts = tally(replies.map((r) => r.statusCode));
    // Each name gets its 10 free failures at most; each name and address pair 5.
    expect(counts[401]).toBeLessThanOrEqual(30);
  });

  it('does not count a good login against its address: 25 in a row from one address all get in', async () => {
    await t.userWithRole(['GET'], ['/v1/leden/*'], 'kantoor');
    const codes: number[] = [];
    for (let i = 0; i < 25; i += 1)
      codes.push((await login(i, 'kantoor', TEST_PASSWORD, '10.6.0.3')).statusCode);
    expect(tally(codes)).toEqual({ 200: 25 });
  });
});
