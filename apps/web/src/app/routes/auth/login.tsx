import { Navigate } from 'react-router';
import { LoginPage } from '../../../features/auth/components/login-page';
import { useStoredUser } from '../../../lib/session';

export function Component() {
  const user = useStoredUser();
  // Already logged in on this desk: go on working.
  if (user) return <Navigate to="/home" replace />;
  return <LoginPage />;
}
