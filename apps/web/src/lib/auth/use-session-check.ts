import { useQuery } from '@tanstack/react-query';
import { useStoredUser } from '../session';
import { sessionCheckQueryOptions } from './check';

/**
 * spec 1 §2: the session check runs while signed in. A 401 ends the session in the API client (which keeps the
 * unsaved work and reloads; the route guard then shows /login); any other failure leaves the session alone.
 */
export function useSessionCheck(): void {
  const user = useStoredUser();
  useQuery(sessionCheckQueryOptions(user?.token));
}
