import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { askUnsavedChanges, type AskUnsavedChangesOptions } from './ask-unsaved-changes';

/** Resolve to continue; reject (or throw) when the save failed, so the user stays with their work. */
export type SaveHandler = () => unknown;

type GuardEntry = { dirty: boolean; confirmLeave: () => Promise<boolean> };

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
  options: AskUnsavedChangesOptions = {},
) {
  const { continueLabel } = options;
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

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return { confirmLeave };
}
