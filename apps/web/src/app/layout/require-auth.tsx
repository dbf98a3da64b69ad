import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isMarktUser, useStoredUser } from '../../lib/session';
import { MARKT_SCAN_PATH } from './nav-items';

/**
 * spec 1 §2: every path but /login needs a stored user; the user named Markt is sent from /home
 * (and from anywhere else) to the market scan page, the only page they use.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  const { pathname } = useLocation();
  if (!user) return <Navigate to="/login" replace />;
  if (isMarktUser(user) && pathname !== MARKT_SCAN_PATH) return <Navigate to={MARKT_SCAN_PATH} replace />;
  return children;
}
