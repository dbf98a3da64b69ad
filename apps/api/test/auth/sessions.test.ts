import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { SessionCache } from '../../src/auth/session-cache';
import {
  createSession,
  purgeSessions,
  readAuthEpoch,
  resolveSession,
  revokeSession,
  type SessionRules,
} from '../../src/auth/session-repository';
import { hashToken } from '../../src/auth/tokens';
import { roles, sessions, userRoles, users } from '../../src/db/schema';
import { ADMIN_PASSWORD, buildTestApp, userIdOf, type TestContext } from '../helpers/build';

let t: TestContext;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
  adminId = admin!.id;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Small numbers make the rules easy to read: 60 minutes idle, 3 hours at most.
const rules: SessionRules = { sessionIdleMinutes: 60, sessionMaxHours: 3 };
const t0 = new Date('2026-03-02T08:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('session rules (injected clock)', () => {
  it('ends a session exactly the idle time after its last call, not after the previous write', async () => {
    const token = await createSession(t.database.db, adminId, t0);
    // A call 30 s after login: the idle time counts from here, to the millisecond.
    expect(await resolveSession(t.database.db, token, rules, at(30_000))).toMatchObject({
      username: 'admin',
    });
    expect(await resolveSession(t.database.db, token, rules, at(30_000 + 60 * MINUTE - 1))).not.toBeNull();
    // ...and from that call on: one millisecond short of an idle hour passes, the full hour does not.
    const last = 30_000 + 60 * MINUTE - 1;
    expect(await resolveSession(t.database.db, token, rules, at(last + 60 * MINUTE - 1))).not.toBeNull();
    const lastCall = last + 60 * MINUTE - 1;
    expect(await resolveSession(t.database.db, token, rules, at(lastCall + 60 * MINUTE))).toBeNull();
    // An expired session stays expired.
    expect(await resolveSession(t.database.db, token, rules, at(lastCall + 60 * MINUTE + 1))).toBeNull();
  });

  it('ends an active session exactly the maximum lifetime after its login', async () => {
    const token = await createSession(t.database.db, adminId, t0);
    for (let ms = 0; ms < 3 * HOUR; ms += 30 * MINUTE) {
      expect(
        await resolveSession(t.database.db, token, rules, at(ms)),
        `after ${ms / MINUTE} min`,
      ).not.toBeNull();
    }
    expect(await resolveSession(t.database.db, token, rules, at(3 * HOUR - 1))).not.toBeNull();
    expect(await resolveSession(t.database.db, token, rules, at(3 * HOUR))).toBeNull();
  });

  it('refuses an unknown token and a revoked session', async () => {
    expect(await resolveSession(t.database.db, 'verzonnen', rules, t0)).toBeNull();
    const token = await createSession(t.database.db, adminId, t0);
    const user = await resolveSession(t.database.db, token, rules, at(1000));
    await revokeSession(t.database.db, user!.sessionId);
    expect(await resolveSession(t.database.db, token, rules, at(2000))).toBeNull();
  });

  it('returns the user with its roles in one lookup', async () => {
    const token = await createSession(t.database.db, adminId, t0);
    expect(await resolveSession(t.database.db, token, rules, at(1))).toEqual({
      id: adminId,
      username: 'admin',
      name: 'Beheerder',
      sessionId: expect.any(Number),
      roles: [{ ID: expect.any(Number), name: 'admin', verbs: ['*'], endpoints: ['*'] }],
    });
  });

  it('purges revoked, idle and too old sessions and keeps live ones', async () => {
    const db = t.database.db;
    const later = new Date('2026-06-01T08:00:00.000Z');
    const plus = (ms: number) => new Date(later.getTime() + ms);
    const live = await createSession(db, adminId, plus(-59 * MINUTE));
    const idle = await createSession(db, adminId, plus(-60 * MINUTE));
    const old = await createSession(db, adminId, plus(-3 * HOUR));
    await resolveSession(db, old, rules, plus(-1)); // active, but at its maximum age at `later`
    const revoked = await createSession(db, adminId, plus(-MINUTE));
    await revokeSession(db, (await resolveSession(db, revoked, rules, plus(-MINUTE)))!.sessionId);
    await purgeSessions(db, rules, later);
    const left = await db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    const { hashToken } = await import('../../src/auth/tokens');
    const hashes = new Set(left.map((s) => s.tokenHash));
    expect(hashes.has(hashToken(live))).toBe(true);
    for (const gone of [idle, old, revoked]) expect(hashes.has(hashToken(gone))).toBe(false);
  });
});

describe('the auth epoch (what lets an instance reuse a checked session)', () => {
  it('is raised by a logout, a user change and a role change, not by a login or a touch', async () => {
    const db = t.database.db;
    const raised = async (change: () => Promise<unknown>) => {
      const before = await readAuthEpoch(db);
      await change();
      return (await readAuthEpoch(db)) > before;
    };
    let token = '';
    expect(await raised(async () => (token = await createSession(db, adminId, t0)))).toBe(false);
    const user = await resolveSession(db, token, rules, at(1));
    expect(await raised(() => resolveSession(db, token, rules, at(2)))).toBe(false);
    expect(await raised(() => revokeSession(db, user!.sessionId))).toBe(true);
    expect(await raised(() => db.update(users).set({ name: 'Beheerder' }).where(eq(users.id, adminId)))).toBe(
      true,
    );
    const [role] = await db.select().from(roles).limit(1);
    expect(
      await raised(() => db.update(roles).set({ verbs: role!.verbs }).where(eq(roles.id, role!.id))),
    ).toBe(true);
    expect(
      await raised(() => db.delete(userRoles).where(eq(userRoles.userId, -1))), // even a no-op statement
    ).toBe(true);
  });
});

describe('the session cache of an instance', () => {
  const lastSeen = async (token: string) => {
    const [row] = await t.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row?.lastSeenAt.getTime();
  };

  it('answers a checked session without writing, and records its calls in one statement later', async () => {
    const cache = new SessionCache(t.database.db, rules, { recordEveryMs: 3_600_000 });
    try {
      const token = await createSession(t.database.db, adminId, t0);
      expect((await cache.resolve(token, at(1000)))?.username).toBe('admin');
      expect(await lastSeen(token)).toBe(at(1000).getTime()); // the first check asks and touches the database
      expect((await cache.resolve(token, at(5000)))?.username).toBe('admin');
      expect(await lastSeen(token)).toBe(at(1000).getTime()); // answered from the cache: nothing written yet
      await cache.recordCalls();
      expect(await lastSeen(token)).toBe(at(5000).getTime());
    } finally {
      await cache.close();
    }
  });

  it('keeps the idle rule exact: valid one millisecond before the idle time after the last call, not at it', async () => {
    const cache = new SessionCache(t.database.db, rules, { recordEveryMs: 3_600_000, maxAgeMs: 10 * HOUR });
    try {
      const token = await createSession(t.database.db, adminId, t0);
      expect(await cache.resolve(token, at(0))).not.toBeNull();
      const lastCall = 59 * MINUTE;
      expect(await cache.resolve(token, at(lastCall))).not.toBeNull(); // from the cache
      expect(await cache.resolve(token, at(lastCall + 60 * MINUTE - 1))).not.toBeNull();
      const last = lastCall + 60 * MINUTE - 1;
      expect(await cache.resolve(token, at(last + 60 * MINUTE))).toBeNull();
      expect(await cache.resolve(token, at(last + 60 * MINUTE + 1))).toBeNull();
    } finally {
      await cache.close();
    }
  });

  it("counts calls answered by one instance's cache on another instance once recorded", async () => {
    const a = new SessionCache(t.database.db, rules, { recordEveryMs: 3_600_000, maxAgeMs: 10 * HOUR });
    const b = new SessionCache(t.database.db, rules, { recordEveryMs: 3_600_000, maxAgeMs: 10 * HOUR });
    try {
      const token = await createSession(t.database.db, adminId, t0);
      expect(await b.resolve(token, at(0))).not.toBeNull();
      expect(await a.resolve(token, at(0))).not.toBeNull();
      expect(await a.resolve(token, at(50 * MINUTE))).not.toBeNull(); // A alone sees this call...
      await a.recordCalls(); // ...until it records it (every second in the API)
      // B's own view says idle since 0; the database knows the call at 50 minutes.
      const last = 50 * MINUTE + 60 * MINUTE - 1;
      expect(await b.resolve(token, at(last))).not.toBeNull();
      expect(await b.resolve(token, at(last + 60 * MINUTE))).toBeNull();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('ends a cached session at once when it is revoked elsewhere (the epoch changed)', async () => {
    const cache = new SessionCache(t.database.db, rules, { recordEveryMs: 3_600_000 });
    try {
      const token = await createSession(t.database.db, adminId, t0);
      const user = await cache.resolve(token, at(1));
      expect(await cache.resolve(token, at(2))).not.toBeNull();
      await revokeSession(t.database.db, user!.sessionId);
      expect(await cache.resolve(token, at(3))).toBeNull();
    } finally {
      await cache.close();
    }
  });
});

describe('session rules through the API', () => {
  it('answers 401 once the session is older than SESSION_MAX_HOURS, even when active', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const { hashToken } = await import('../../src/auth/tokens');
    const tooOld = new Date(Date.now() - t.app.config.sessionMaxHours * HOUR - 1000);
    await t.database.db
      .update(sessions)
      .set({ createdAt: tooOld })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await t.call(token, { method: 'GET', url: '/v1/auth/check' })).statusCode).toBe(401);
  });
});

describe('two API instances on one database', () => {
  let b: App;
  beforeAll(async () => {
    b = await buildApp({ db: t.database.db, config: t.app.config, logger: false });
    await b.ready();
  });
  afterAll(() => b.close());
  const onB = (token: string, url = '/v1/auth/check') =>
    b.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('refuses on instance B a token logged out on instance A', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    expect((await onB(token)).statusCode).toBe(200);
    expect((await t.call(token, { method: 'POST', url: '/v1/auth/logout' })).statusCode).toBe(200);
    expect((await onB(token)).statusCode).toBe(401);
  });

  it('applies on instance B a role change and a password change made on instance A', async () => {
    const token = await t.userWithRole(['GET'], ['/v1/leden/*'], 'tweeling');
    expect((await onB(token, '/v1/leden/')).statusCode).toBe(200);
    const roles = (await t.call(t.adminToken, { method: 'GET', url: '/v1/beheer/rollen' })).json<
      {
        ID: number;
        name: string;
        endpoints: string[];
      }[]
    >();
    const role = roles.find((r) => r.endpoints.includes('/v1/leden/*'))!;
    const changed = await t.call(t.adminToken, {
      method: 'PUT',
      url: `/v1/beheer/rollen/${role.ID}`,
      payload: { name: role.name, verbs: ['GET'], endpoints: ['/v1/materiaal/*'] },
    });
    expect(changed.statusCode).toBe(200);
    expect((await onB(token, '/v1/leden/')).statusCode).toBe(403);

    const other = await t.login('tweeling', 'wachtwoord-123');
    expect((await onB(other)).statusCode).toBe(200);
    const password = await t.call(token, {
      method: 'PUT',
      url: '/v1/auth/password',
      payload: { oudWachtwoord: 'wachtwoord-123', nieuwWachtwoord: 'nieuw-wachtwoord' },
    });
    expect(password.statusCode).toBe(200);
    expect((await onB(other)).statusCode).toBe(401);
  });

  it("applies on instance B a user's new roles and the user's removal made on instance A", async () => {
    const token = await t.userWithRole(['GET'], ['/v1/leden/*'], 'drieling');
    // Checked (and cached) on B first.
    expect((await onB(token, '/v1/leden/')).statusCode).toBe(200);
    const id = await userIdOf(t, 'drieling');
    const other = await t.call(t.adminToken, {
      method: 'POST',
      url: '/v1/beheer/rollen',
      payload: { name: 'alleen-materiaal', verbs: ['GET'], endpoints: ['/v1/materiaal/*'] },
    });
    expect(other.statusCode).toBe(201);
    const moved = await t.call(t.adminToken, {
      method: 'PUT',
      url: `/v1/beheer/gebruikers/${id}`,
      payload: { roles: ['alleen-materiaal'] },
    });
    expect(moved.statusCode).toBe(200);
    expect((await onB(token, '/v1/leden/')).statusCode).toBe(403);
    expect((await onB(token)).statusCode).toBe(200);
    const removed = await t.call(t.adminToken, { method: 'DELETE', url: `/v1/beheer/gebruikers/${id}` });
    expect(removed.statusCode).toBe(200);
    expect((await onB(token)).statusCode).toBe(401);
  });
});
