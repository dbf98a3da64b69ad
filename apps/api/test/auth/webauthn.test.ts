import { randomBytes } from 'node:crypto';
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_TTL_MS, issueChallenge } from '../../src/auth/webauthn/challenge-store';
import { webauthnUserId } from '../../src/auth/webauthn/credentials-repository';
import { RP_NOT_CONFIGURED } from '../../src/auth/webauthn/relying-party';
import { auditLog, instellingen, loginAttempts, sessions, webauthnChallenges } from '../../src/db/schema';
import { buildTestApp, TEST_PASSWORD, userIdOf, type TestContext } from '../helpers/build';
import { coolDownName } from '../helpers/login-attack';
import { secondInstance, type SecondInstance } from '../helpers/second-instance';
import { createSoftKey, TEST_HOST, type SoftKey } from '../helpers/soft-authenticator';

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

type Options = Parameters<TestContext['call']>[1];
const call = (token: string | null, options: Options) =>
  t.call(token, { ...options, headers: { host: TEST_HOST, ...(options.headers ?? {}) } });

const registerPath = (username: string, step: 'begin' | 'finish') =>
  `/v1/users/auth/webauthn/register/${username}/${step}`;

async function registerKey(token: string, username: string, key: SoftKey) {
  const begin = await call(token, { method: 'GET', url: registerPath(username, 'begin') });
  expect(begin.statusCode).toBe(200);
  const { publicKey, handle } = begin.json<{ publicKey: { challenge: string }; handle: string }>();
  return call(token, {
    method: 'POST',
    url: registerPath(username, 'finish'),
    payload: { ...key.attest(publicKey.challenge), handle },
  });
}

type LoginBegin = {
  publicKey: {
    challenge: string;
    rpId: string;
    userVerification: string;
    allowCredentials?: { id: string }[];
  };
  handle: string;
};

async function beginLogin() {
  const res = await call(null, { method: 'GET', url: '/auth/webauthn/login/begin' });
  expect(res.statusCode).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { ...res.json<LoginBegin>(), cookie, setCookie: String(res.headers['set-cookie']) };
}

const finishLogin = (payload: object, cookie?: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/auth/webauthn/login/finish',
    payload,
    headers: { host: TEST_HOST, ...(cookie ? { cookie } : {}) },
  });

let ownerToken: string;
let ownerKey: SoftKey;
let ownerName: string;

describe('USB key registration', () => {
  it('registers a key for oneself without any beheer permission', async () => {
    ownerToken = await t.userWithRole(['GET'], ['/v1/leden/*'], 'sleutelhouder');
    ownerName = 'sleutelhouder';
    ownerKey = createSoftKey();
    const res = await registerKey(ownerToken, ownerName, ownerKey);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      message: 'USB-sleutel geregistreerd',
      data: { username: 'sleutelhouder', webauthnCredentials: [{ ID: expect.any(Number) }] },
    });
  });

  it('offers the existing keys as excludeCredentials and requires a discoverable (resident) key', async () => {
    const res = await call(ownerToken, { method: 'GET', url: registerPath('SleutelHouder', 'begin') });
    const { publicKey } = res.json();
    expect(publicKey.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([ownerKey.credentialId]);
    expect(publicKey.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      requireResidentKey: true,
    });
    expect(publicKey.rp.id).toBe('localhost');
    expect(String(res.headers['set-cookie'])).toMatch(/webauthn_register=.+HttpOnly; SameSite=Strict/);
  });

  it('refuses a key for another user without the role permission (403), begin and finish', async () => {
    const key = createSoftKey();
    const begin = await call(ownerToken, { method: 'GET', url: registerPath('admin', 'begin') });
    expect(begin.statusCode).toBe(403);
    expect(begin.json().error).toBe('Je mag alleen voor jezelf een USB-sleutel aanmaken');
    const finish = await call(ownerToken, {
      method: 'POST',
      url: registerPath('admin', 'finish'),
      payload: key.attest('AAAA'),
    });
    expect(finish.statusCode).toBe(403);
  });

  it('lets a user with the role permission register a key for someone else', async () => {
    const res = await registerKey(t.adminToken, 'sleutelhouder', createSoftKey());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.webauthnCredentials).toHaveLength(2);
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ username: 'admin', action: 'create', entity: 'usb-sleutel' });
  });

  it('answers 404 for an unknown user and 401 without a session', async () => {
    expect(
      (await call(t.adminToken, { method: 'GET', url: registerPath('niemand', 'begin') })).statusCode,
    ).toBe(404);
    expect((await call(null, { method: 'GET', url: registerPath('admin', 'begin') })).statusCode).toBe(401);
  });

  it('refuses an attestation for another challenge, or one used already (400, Dutch)', async () => {
    const key = createSoftKey();
    const begin = await call(ownerToken, { method: 'GET', url: registerPath(ownerName, 'begin') });
    const { handle } = begin.json();
    const wrong = await call(ownerToken, {
      method: 'POST',
      url: registerPath(ownerName, 'finish'),
      payload: { ...key.attest('d3JvbmctY2hhbGxlbmdl'), handle },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('De USB-sleutel kon niet geregistreerd worden. Probeer het opnieuw.');
    const again = await call(ownerToken, {
      method: 'POST',
      url: registerPath(ownerName, 'finish'),
      payload: { ...key.attest(begin.json().publicKey.challenge), handle },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('De aanvraag is verlopen. Probeer het opnieuw.');
  });
});

describe('USB key login', () => {
  it('begin lists no key (a discoverable key answers) and hands out an HttpOnly SameSite=Strict cookie', async () => {
    const begin = await beginLogin();
    expect(begin.publicKey.allowCredentials ?? []).toEqual([]);
    expect(begin.publicKey.userVerification).toBe('preferred');
    expect(begin.publicKey.rpId).toBe('localhost');
    expect(begin.publicKey.challenge).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    // The attributes in any order (@fastify/cookie writes Max-Age first).
    const [pair, ...attributes] = begin.setCookie.split('; ');
    expect(pair).toMatch(/^webauthn_login=[^;]+$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=300', 'Path=/', 'SameSite=Strict']);
  });

  it('begin writes no row, however often an anonymous caller asks (issue 24)', async () => {
    const rows = async () =>
      Promise.all(
        [webauthnChallenges, loginAttempts, instellingen, sessions].map(async (table) => {
          const [row] = await t.database.db.select({ n: count() }).from(table);
          return row?.n;
        }),
      );
    const before = await rows();
    for (let i = 0; i < 10; i += 1) await beginLogin();
    expect(await rows()).toEqual(before);
  });

  it('logs in with the key (cookie handle): a working token and the name', async () => {
    const begin = await beginLogin();
    const res = await finishLogin(ownerKey.assert(begin.publicKey.challenge), begin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; name: string }>();
    expect(body.name).toBe('sleutelhouder');
    const check = await call(body.token, { method: 'GET', url: '/v1/auth/check' });
    expect(check.statusCode).toBe(200);
    expect(check.json().username).toBe('sleutelhouder');
  });

  it('logs in with the handle echoed in the body (clients without cookies)', async () => {
    const begin = await beginLogin();
    const res = await finishLogin({ ...ownerKey.assert(begin.publicKey.challenge), handle: begin.handle });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a challenge that was used already (401)', async () => {
    const begin = await beginLogin();
    const assertion = ownerKey.assert(begin.publicKey.challenge);
    expect((await finishLogin(assertion, begin.cookie)).statusCode).toBe(200);
    const replay = await finishLogin(assertion, begin.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'USB-sleutel niet herkend' });
  });

  it('refuses an unknown key (401)', async () => {
    const begin = await beginLogin();
    const res = await finishLogin(createSoftKey().assert(begin.publicKey.challenge), begin.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'USB-sleutel niet herkend' });
  });

  it('refuses an expired challenge (401), and takes the same one while it is fresh', async () => {
    const challenge = randomBytes(32).toString('base64url');
    const past = new Date(Date.now() - CHALLENGE_TTL_MS - 1000);
    const expired = await issueChallenge(t.database.db, 'login', challenge, null, past);
    expect((await finishLogin({ ...ownerKey.assert(challenge), handle: expired })).statusCode).toBe(401);
    const fresh = await issueChallenge(t.database.db, 'login', challenge, null);
    expect((await finishLogin({ ...ownerKey.assert(challenge), handle: fresh })).statusCode).toBe(200);
  });

  it('refuses a handle that was altered, or one of the registration (401)', async () => {
    const begin = await beginLogin();
    const [purpose, user, expires, challenge, signature] = begin.handle.split('.');
    const later = [purpose, user, Number(expires) + 3_600_000, challenge, signature].join('.');
    expect((await finishLogin({ ...ownerKey.assert(challenge!), handle: later })).statusCode).toBe(401);
    const id = await userIdOf(t, ownerName);
    const register = await issueChallenge(t.database.db, 'register', challenge!, id);
    expect((await finishLogin({ ...ownerKey.assert(challenge!), handle: register })).statusCode).toBe(401);
  });

  it('finishes on another instance than the one that began, once (issue 24: no state in memory)', async () => {
    const begin = await beginLogin();
    const assertion = ownerKey.assert(begin.publicKey.challenge);
    expect((await finishLogin(assertion, begin.cookie, second.app)).statusCode).toBe(200);
    expect((await finishLogin(assertion, begin.cookie, t.app)).statusCode).toBe(401);
  });

  it("refuses a key whose user handle names another account than the key's owner (401)", async () => {
    const id = await userIdOf(t, ownerName);
    const withHandle = async (userHandle: string) => {
      const begin = await beginLogin();
      const assertion = ownerKey.assert(begin.publicKey.challenge);
      return finishLogin({ ...assertion, response: { ...assertion.response, userHandle } }, begin.cookie);
    };
    expect((await withHandle(webauthnUserId(id + 1000))).statusCode).toBe(401);
    expect((await withHandle(webauthnUserId(id))).statusCode).toBe(200);
  });

  it('lets the real user in with the key while anonymous failures cool its name down (issue 24)', async () => {
    await coolDownName(t.database.db, ownerName);
    const password = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: ownerName, password: TEST_PASSWORD },
      remoteAddress: '10.9.8.7',
    });
    expect(password.statusCode).toBe(429);
    const begin = await beginLogin();
    const res = await finishLogin(ownerKey.assert(begin.publicKey.challenge), begin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe(ownerName);
  });

  it('refuses a signature from another origin, or without any challenge handle (401)', async () => {
    const begin = await beginLogin();
    const phished = ownerKey.assert(begin.publicKey.challenge, { origin: 'http://evil.example' });
    expect((await finishLogin(phished, begin.cookie)).statusCode).toBe(401);
    const other = await beginLogin();
    expect((await finishLogin(ownerKey.assert(other.publicKey.challenge))).statusCode).toBe(401);
  });

  it.each([
    ['an empty body', {}],
    ['no response', { id: 'abc', rawId: 'abc', type: 'public-key' }],
    ['a wrong type', { id: 'abc', rawId: 'abc', type: 'x', response: {} }],
    [
      'text that is not base64url',
      {
        id: 'abc',
        rawId: 'abc',
        type: 'public-key',
        response: { authenticatorData: '!!', clientDataJSON: 'a', signature: 'a' },
      },
    ],
    ['an array', []],
  ])('answers 400 in Dutch for %s, never 500', async (_, payload) => {
    const res = await finishLogin(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Ongeldige invoer/);
  });

  it('answers 401, not 500, for well-formed garbage and 400 for broken JSON', async () => {
    const begin = await beginLogin();
    const garbage = {
      id: ownerKey.credentialId,
      rawId: ownerKey.credentialId,
      type: 'public-key',
      response: { authenticatorData: 'AAAA', clientDataJSON: 'e30', signature: 'AAAA', userHandle: null },
    };
    expect((await finishLogin(garbage, begin.cookie)).statusCode).toBe(401);
    const broken = await call(null, {
      method: 'POST',
      url: '/auth/webauthn/login/finish',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('De gegevens zijn geen geldige JSON');
  });

  it('answers 400 in Dutch for a broken attestation body', async () => {
    const res = await call(ownerToken, {
      method: 'POST',
      url: registerPath(ownerName, 'finish'),
      payload: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'abc' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(['response.attestationObject']);
  });

  it('blocks a key after 5 failures in a row (429, like the password login)', async () => {
    const stranger = createSoftKey();
    for (let i = 0; i < 5; i++) {
      const begin = await beginLogin();
      expect((await finishLogin(stranger.assert(begin.publicKey.challenge), begin.cookie)).statusCode).toBe(
        401,
      );
    }
    const begin = await beginLogin();
    const blocked = await finishLogin(stranger.assert(begin.publicKey.challenge), begin.cookie);
    expect(blocked.statusCode).toBe(429);
  });
});

describe('relying party (issue 24)', () => {
  it.each([['mvm.example.be'], ['10.0.0.5:3000'], ['evil.example:3000']])(
    'refuses every key ceremony on Host %s without WEBAUTHN_RP_ID (403, Dutch)',
    async (host) => {
      const login = await call(null, { method: 'GET', url: '/auth/webauthn/login/begin', headers: { host } });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toEqual({ error: RP_NOT_CONFIGURED });
      expect(login.headers['set-cookie']).toBeUndefined();
      const register = await call(ownerToken, {
        method: 'GET',
        url: registerPath(ownerName, 'begin'),
        headers: { host },
      });
      expect(register.statusCode).toBe(403);
      const finish = await call(null, {
        method: 'POST',
        url: '/auth/webauthn/login/finish',
        headers: { host },
        payload: createSoftKey().assert('AAAA'),
      });
      expect(finish.statusCode).toBe(403);
    },
  );

  it.each([['localhost:3000'], ['127.0.0.1:3000'], ['[::1]:3000'], ['LOCALHOST']])(
    'follows a local Host %s without WEBAUTHN_RP_ID',
    async (host) => {
      const res = await call(null, { method: 'GET', url: '/auth/webauthn/login/begin', headers: { host } });
      expect(res.statusCode).toBe(200);
    },
  );

  it('uses WEBAUTHN_RP_ID whatever the Host header says', async () => {
    const named = await secondInstance(t, {
      WEBAUTHN_RP_ID: 'mvm.example.be',
      WEBAUTHN_ORIGIN: 'https://mvm.example.be',
    });
    try {
      for (const host of ['mvm.example.be', 'evil.example']) {
        const res = await named.app.inject({
          method: 'GET',
          url: '/auth/webauthn/login/begin',
          headers: { host },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().publicKey.rpId).toBe('mvm.example.be');
      }
    } finally {
      await named.close();
    }
  });
});

describe('removing a lost key', () => {
  it('needs the role permission, removes the key, logs it, and answers 404 the second time', async () => {
    const list = await call(t.adminToken, { method: 'GET', url: '/v1/beheer/gebruikers' });
    const owner = list.json().find((u: { username: string }) => u.username === ownerName);
    const keyId = owner.webauthnCredentials[0].ID;
    const url = `/v1/beheer/gebruikers/${owner.ID}/sleutels/${keyId}`;

    expect((await call(ownerToken, { method: 'DELETE', url })).statusCode).toBe(403);
    const res = await call(t.adminToken, { method: 'DELETE', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', message: 'USB-sleutel verwijderd' });
    expect(res.json().data.webauthnCredentials).toHaveLength(1);
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'delete', entity: 'usb-sleutel', entityId: String(keyId) });
    expect((await call(t.adminToken, { method: 'DELETE', url })).statusCode).toBe(404);
  });
});
