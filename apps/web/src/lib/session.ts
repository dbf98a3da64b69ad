import { useSyncExternalStore } from 'react';

/** What `POST /login` answers and the app keeps in localStorage (spec 1 §7). */
export type StoredUser = { token: string; name: string };

const STORAGE_KEY = 'user';
const listeners = new Set<() => void>();

let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;

function parse(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'token' in value && typeof value.token === 'string') {
      const name = 'name' in value && typeof value.name === 'string' ? value.name : '';
      return { token: value.token, name };
    }
  } catch {
    // A damaged entry counts as no stored user.
  }
  return null;
}

export function getStoredUser(): StoredUser | null {
  const raw = window.localStorage.getItem(STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  return cachedUser;
}

function notify() {
  listeners.forEach((listener) => listener());
}

let endedByServer = false;

export function storeUser(user: StoredUser): void {
  endedByServer = false;
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ token: user.token, name: user.name }));
  notify();
}

export function clearStoredUser(): void {
  window.localStorage.removeItem(STORAGE_KEY);
  notify();
}

/**
 * The server refused the session (a 401): forgotten here, and the page that follows loads without asking
 * 'leave this page?' — the screen's unsaved work was kept for the next login (lib/drafts.ts).
 */
export function endSessionByServer(): void {
  endedByServer = true;
  clearStoredUser();
}

export const sessionEndedByServer = () => endedByServer;

/** The signed-in user's user name, as the session check answered it for the stored token. */
let checked: { token: string; username: string } | null = null;

export function noteSessionUsername(token: string, username: string): void {
  if (checked?.token === token && checked.username === username) return;
  checked = { token, username };
  notify();
}

/** Null until the session check answered for the stored session. */
export function getSessionUsername(): string | null {
  const user = getStoredUser();
  return user && checked?.token === user.token ? checked.username : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logging in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, getStoredUser, () => null);
}

export function useSessionUsername(): string | null {
  return useSyncExternalStore(subscribe, getSessionUsername, () => null);
}

/** spec 1 §2: the user named Markt only uses the market scan page. Names match case-insensitively. */
export function isMarktUser(user: StoredUser | null | undefined): boolean {
  return user?.name.trim().toLowerCase() === 'markt';
}
