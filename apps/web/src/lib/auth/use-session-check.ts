import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clearStoredUser, useStoredUser } from '../session';
import { sessionCheckQueryOptions } from './check';

/** spec 1 §2: a failed session check forgets the session; the route guard then sends the user to /login. */
export function useSessionCheck(): void {
  const user = useStoredUser();
  const check = useQuery(sessionCheckQueryOptions(user?.token));
  useEffect(() => {
    if (check.isError) clearStoredUser();
  }, [check.isError]);
}
