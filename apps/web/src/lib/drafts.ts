import { getSessionUsername } from './session';

/**
 * Issue 27: when the server ends the session (a 401), the unsaved work on screen is kept for the next login of
 * the same user in this tab, who is taken back to the page and asked whether to put it back
 * (components/unsaved-changes). docs/decisions.md "Unsaved work after a session ends":
 * - sessionStorage, not localStorage: this tab only, gone when it closes; per user name, so another volunteer
 *   logging in at the same desk never sees it;
 * - a screen leaves out national register numbers and finances (the household form's sensitive fields), so
 *   those are never written to the browser's storage;
 * - a draft is dropped once offered (put back or not) and after MAX_AGE_MS.
 */

/** One editor's unsaved work on the page `path` (with its query): `value()` must be plain JSON. */
export type DraftSource = { key: string; path: () => string; dirty: () => boolean; value: () => unknown };

type StoredDrafts = {
  /** The page, with its query. */
  path: string;
  savedAt: number;
  /** The login after the 401 already went to `path`. */
  returned: boolean;
  entries: Record<string, unknown>;
};

const PREFIX = 'mvm-niet-opgeslagen:';
const MAX_AGE_MS = 12 * 60 * 60 * 1000;
const sources = new Set<DraftSource>();

const storageKey = (username: string) => `${PREFIX}${username.trim().toLowerCase()}`;

function read(username: string): StoredDrafts | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(username));
    if (!raw) return null;
    const drafts = JSON.parse(raw) as StoredDrafts;
    if (typeof drafts.path === 'string' && Date.now() - drafts.savedAt < MAX_AGE_MS) return drafts;
  } catch {
    // Unreadable: as if nothing was kept.
  }
  forget(username);
  return null;
}

function write(username: string, drafts: StoredDrafts): void {
  try {
    window.sessionStorage.setItem(storageKey(username), JSON.stringify(drafts));
  } catch {
    // Storage full or switched off: the work cannot be kept, the session still ends.
  }
}

function forget(username: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(username));
  } catch {
    // Nothing to remove.
  }
}

/** An editor on screen offers its unsaved work; the returned function withdraws it. */
export function registerDraftSource(source: DraftSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

/** The session ended (401): keep every dirty editor's work for this user and page. */
export function keepDraftsForNextLogin(): void {
  const username = getSessionUsername();
  if (!username) return;
  const entries: Record<string, unknown> = {};
  let path: string | null = null;
  for (const source of sources) {
    if (!source.dirty()) continue;
    try {
      entries[source.key] = source.value();
      path ??= source.path();
    } catch {
      // An editor that cannot say its state loses it, as before.
    }
  }
  if (path === null) return;
  write(username, { path, savedAt: Date.now(), returned: false, entries });
}

/** Right after a login: the page with kept work to go back to, once. */
export function takeReturnPath(username: string): string | null {
  const drafts = read(username);
  if (!drafts || drafts.returned) return null;
  write(username, { ...drafts, returned: true });
  return drafts.path;
}

/** The work `key` kept on `path` for this user, removed from storage as it is handed out. */
export function takeDraft(username: string, path: string, key: string): { value: unknown } | null {
  const drafts = read(username);
  if (!drafts || drafts.path !== path || !(key in drafts.entries)) return null;
  const { [key]: value, ...rest } = drafts.entries;
  if (Object.keys(rest).length === 0) forget(username);
  else write(username, { ...drafts, entries: rest });
  return { value };
}
