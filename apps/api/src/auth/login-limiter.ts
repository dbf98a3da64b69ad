import type { Db } from '../db/client';
import { HttpError } from '../errors';
import {
  attemptRows,
  countAttempt,
  deleteAttemptsOf,
  findAttempt,
  forgetFailures,
  lockAttemptRows,
  type LoginAttemptRow,
} from './login-attempts-repository';

export const LOGIN_WINDOW_MINUTES = 15;
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
/** Per user name from one address, and per address: a lock for the rest of the window. */
const MAX_FAILURES = { pair: 5, ip: 20 } as const;
/**
 * Per user name from any address (issue 6): never a lock, a growing cool-down. After NAME_FREE_FAILURES
 * failures each further attempt waits 2, 4, 8 … seconds after the last failure, at most NAME_MAX_DELAY_S,
 * so guessing from many addresses stays slow; an administrator can lift it. Counts start over a day after
 * the last failure.
 */
const NAME_FREE_FAILURES = 10;
const NAME_MAX_DELAY_S = 300;
const NAME_RESET_MS = 24 * 3_600_000;
/**
 * Issue 24: an address this user name logged in from within this time is spared the name's cool-down (its
 * own per-address limits still apply), so failures from other addresses never keep the user out at their desk.
 */
const KNOWN_ADDRESS_MS = 90 * 24 * 3_600_000;

type Row = LoginAttemptRow;

const norm = (value: string) => value.toLowerCase();
const keys = (username: string, ip: string) => ({
  pair: `user:${norm(username)}@${ip}`,
  ip: `ip:${ip}`,
  name: `name:${norm(username)}`,
  known: `known:${norm(username)}@${ip}`,
});

export const nameDelaySeconds = (failures: number): number =>
  failures < NAME_FREE_FAILURES ? 0 : Math.min(2 ** (failures - NAME_FREE_FAILURES + 1), NAME_MAX_DELAY_S);

/** Seconds the counters still refuse an attempt (0: it may go ahead). */
function waitSeconds(rows: Row[], k: ReturnType<typeof keys>, knownAddress: boolean, now: Date): number {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const waits = [0];
  for (const [key, max] of [
    [k.pair, MAX_FAILURES.pair],
    [k.ip, MAX_FAILURES.ip],
  ] as const) {
    const found = byKey.get(key);
    const left = found ? found.windowStart.getTime() + WINDOW_MS - now.getTime() : 0;
    if (found && found.failures >= max && left > 0) waits.push(left / 1000);
  }
  const byName = byKey.get(k.name);
  if (byName && !knownAddress) {
    // For the name key, windowStart holds the time of the last failure.
    const left = byName.windowStart.getTime() + nameDelaySeconds(byName.failures) * 1000 - now.getTime();
    if (left > 0) waits.push(left / 1000);
  }
  return Math.ceil(Math.max(...waits));
}

async function isKnownAddress(db: Db, key: string, now: Date): Promise<boolean> {
  const row = await findAttempt(db, key);
  return row !== undefined && row.windowStart.getTime() > now.getTime() - KNOWN_ADDRESS_MS;
}

/** Seconds until this user name may try again from this address; 0 when it may try now. */
export async function loginWaitSeconds(
  db: Db,
  username: string,
  ip: string,
  now = new Date(),
): Promise<number> {
  const k = keys(username, ip);
  const rows = await attemptRows(db, [k.pair, k.ip, k.name]);
  return waitSeconds(rows, k, await isKnownAddress(db, k.known, now), now);
}

const tooManyAttempts = (wait: number) => {
  const when = wait < 90 ? `${wait} seconden` : `${Math.ceil(wait / 60)} minuten`;
  return new HttpError(429, `Te veel mislukte aanmeldpogingen. Probeer het over ${when} opnieuw.`);
};

/**
 * Issue 24: reserves one attempt of this user name from this address before its password or key is checked,
 * and counts it as a failure until `loginSucceeded` says otherwise; throws the Dutch 429 while locked. One
 * transaction locks the counters' rows (created when missing), decides and counts, so parallel attempts on
 * any number of instances are decided one after another: the (N+1)th is refused without being evaluated.
 * The rows are locked in key order by a single statement, so two attempts never wait for each other in a circle.
 */
export async function reserveLoginAttempt(
  db: Db,
  username: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const k = keys(username, ip);
  const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
  const nameReset = new Date(now.getTime() - NAME_RESET_MS).toISOString();
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    const rows = await lockAttemptRows(tx, [k.ip, k.name, k.pair].sort(), now);
    const wait = waitSeconds(rows, k, await isKnownAddress(tx, k.known, now), now);
    if (wait > 0) throw tooManyAttempts(wait);
    await countAttempt(tx, { perAddress: [k.pair, k.ip], name: k.name }, { windowStart, nameReset, at, now });
  });
}

/**
 * After a verified password or key: the attempt was no failure. This name's failures from this address and its
 * cool-down are forgotten, the address gets its attempt back, and `username`'s address becomes a known one.
 * One row per statement, so these never wait for one row while holding another.
 */
export async function loginSucceeded(
  db: Db,
  { attempt, username, ip }: { attempt: string; username: string; ip: string },
  now = new Date(),
): Promise<void> {
  const k = keys(attempt, ip);
  await forgetFailures(db, { pair: k.pair, name: k.name, ip: k.ip, known: keys(username, ip).known }, now);
}

/** An administrator lifts every lock and cool-down of a user name, from every address. */
export async function liftLoginLocks(db: Db, username: string): Promise<void> {
  const name = norm(username).replace(/[\\%_]/g, (c) => `\\${c}`);
  await deleteAttemptsOf(db, `name:${norm(username)}`, `user:${name}@%`);
}
