import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { takeReturnPath } from '../../lib/drafts';
import { useSessionUsername } from '../../lib/session';

/**
 * Issue 27: the first signed-in screen after a login that followed an ended session goes back to the page whose
 * unsaved work was kept; that page then asks whether to put it back (useUnsavedChangesGuard's `draft`).
 * spec 1 §2 'success goes to /home' holds otherwise.
 */
export function useReturnToKeptWork(): void {
  const username = useSessionUsername();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  useEffect(() => {
    if (!username) return;
    const path = takeReturnPath(username);
    if (path && path !== here) void navigate(path, { replace: true });
    // Once per signed-in user: not again on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [username, navigate]);
}
