import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearStoredUser } from '../session';
import { logoutRequest } from './logout';

/** 'Afmelden': revoke on the server, then always forget the session here and go to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutRequest,
    onSettled: () => {
      clearStoredUser();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
}
