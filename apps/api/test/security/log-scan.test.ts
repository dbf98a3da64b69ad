import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build';
import { LogCapture } from '../helpers/log-scan';

// Issue 6: secrets never reach the log, whatever carries them. Every API test file scans its own log
// output when it closes (helpers/build.ts); this file proves the scan finds what it looks for, and
// that the server's log hides it in the places the attacker found it.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const RRN = '85073003328';

describe('the log scan', () => {
  it('finds national numbers (plain and formatted), password hashes and remembered secrets', () => {
    const capture = new LogCapture();
    capture.remember('mijn-geheim-1');
    for (const line of [
      `{"url":"/v1/lid/${RRN}"}`,
      '{"msg":"85.07.30-033.28"}',
      '{"hash":"$argon2id$v=19$m=19456"}',
      '{"body":"mijn-geheim-1"}',
      '{"time":1732400000000,"reqId":"req-12","inkomen":1519.58}',
    ])
      capture.write(line);
    expect(capture.findLeaks()).toHaveLength(4);
  });
});

describe('the server log', () => {
  it('hides a national number in a path and under an encoded query key', async () => {
    await t.call(t.adminToken, { method: 'GET', url: `/v1/lid/${RRN}` });
    await t.call(t.adminToken, { method: 'GET', url: `/v1/leden/?%73earch=${RRN}` });
    await t.call(t.adminToken, { method: 'GET', url: '/v1/leden/?search=85.07.30-033.28' });
    expect(t.logs.lines.length).toBeGreaterThan(0);
    expect(t.logs.findLeaks()).toEqual([]);
  });

  it('logs a failed query without its parameters (hashes, national numbers, incomes)', () => {
    const err = new Error(
      `Failed query: update users set password_hash = $1 where rrn = $2\nparams: $argon2id$v=19$m=19456$abc,${RRN},1519.58`,
    );
    t.app.log.error({ err }, 'unexpected error');
    const line = t.logs.lines.at(-1)!;
    expect(line).toContain('Failed query');
    expect(line).not.toContain('1519.58');
    expect(t.logs.findLeaks()).toEqual([]);
  });
});
