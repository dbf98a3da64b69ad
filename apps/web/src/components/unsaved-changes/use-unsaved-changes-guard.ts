import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { registerDraftSource, takeDraft } from '../../lib/drafts';
import { sessionEndedByServer, useSessionUsername } from '../../lib/session';
import { askRestoreDraft } from './ask-restore-draft';
import { askUnsavedChanges, type AskUnsavedChangesOptions } from './ask-unsaved-changes';

/** Resolve to continue; reject (or throw) when the save failed, so the user stays with their work. */
export type SaveHandler = () => unknown;

type GuardEntry = { dirty: boolean; confirmLeave: () => Promise<boolean> };

/**
 * Issue 27: the editor's work, kept when the server ends the session and offered back after the next login on
 * the same page (lib/drafts.ts). Leave out what must not sit in the browser's storage (national numbers,
 * finances) and say so in `omitted`.
 */
export type DraftOptions<T> = {
  /** Names this editor among the page's editors ('ledger', 'household-form'). */
  key: string;
  /** What the work applies to has loaded: only then is it offered back. */
  ready: boolean;
  /** The unsaved work as plain JSON. */
  value: () => T;
  /** Puts kept work back (it is then unsaved again); `value` came from storage, check its shape. */
  restore: (value: unknown) => void;
  /** Shown in the question: what was not kept. */
  omitted?: string;
};

export type UnsavedChangesGuardOptions = AskUnsavedChangesOptions & { draft?: DraftOptions<unknown> };

/**
 * Every mounted guard. React Router checks only the last registered blocker, so each blocker asks on
 * behalf of all guards: two editors on one page (a form and a ledger in tabs) both keep their work.
 */
const guards = new Set<GuardEntry>();

async function confirmEveryGuard(): Promise<boolean> {
  for (const guard of [...guards]) {
    if (guard.dirty && !(await guard.confirmLeave())) return false;
  }
  return true;
}

/**
 * UX.md "never lose work": while `isDirty`, leaving the route (links, 'Terug', browser back) asks to save,
 * continue without saving, or stay; closing the tab asks the browser's own question.
 * `confirmLeave()` asks the same before in-page actions (paging, opening a filter: spec 1 §4)
 * and resolves true when the action may go on.
 */
export function useUnsavedChangesGuard(
  isDirty: boolean,
  onSave: SaveHandler,
  options: UnsavedChangesGuardOptions = {},
) {
  const { continueLabel, draft } = options;
  const saveRef = useRef(onSave);
  useEffect(() => {
    saveRef.current = onSave;
  }, [onSave]);

  const confirmLeave = useCallback(async (): Promise<boolean> => {
    if (!isDirty) return true;
    const choice = await askUnsavedChanges({ continueLabel });
    if (choice === 'cancel') return false;
    if (choice === 'discard') return true;
    try {
      await saveRef.current();
      return true;
    } catch {
      return false; // The save shows its own error; the user stays with their work.
    }
  }, [isDirty, continueLabel]);

  const entry = useRef<GuardEntry>({ dirty: false, confirmLeave: () => Promise.resolve(true) });
  useEffect(() => {
    entry.current.dirty = isDirty;
    entry.current.confirmLeave = confirmLeave;
  }, [isDirty, confirmLeave]);
  useEffect(() => {
    const mine = entry.current;
    guards.add(mine);
    return () => {
      guards.delete(mine);
    };
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      [...guards].some((guard) => guard.dirty) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirmEveryGuard().then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirmLeave]);

  useKeptWork(entry, draft);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // The server ended the session: the work was kept for the next login, the reload to /login goes on.
      if (sessionEndedByServer()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return { confirmLeave };
}

/** Issue 27: offers this editor's work for keeping, and offers kept work back once the page is ready. */
function useKeptWork(entry: { current: GuardEntry }, draft: DraftOptions<unknown> | undefined) {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const username = useSessionUsername();
  const latest = useRef({ draft, path });
  useEffect(() => {
    latest.current = { draft, path };
  });

  const key = draft?.key;
  useEffect(() => {
    if (key === undefined) return;
    return registerDraftSource({
      key,
      path: () => latest.current.path,
      dirty: () => entry.current.dirty,
      value: () => latest.current.draft?.value(),
    });
  }, [key, entry]);

  const offeredOn = useRef<string | null>(null);
  const ready = draft?.ready ?? false;
  useEffect(() => {
    if (key === undefined || !ready || !username || offeredOn.current === path) return;
    offeredOn.current = path;
    const kept = takeDraft(username, path, key);
    if (!kept) return;
    void askRestoreDraft({ omitted: latest.current.draft?.omitted }).then((restore) => {
      if (restore) latest.current.draft?.restore(kept.value);
    });
  }, [key, ready, username, path]);
}
