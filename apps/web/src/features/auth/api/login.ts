import { useMutation } from '@tanstack/react-query';
import { loginRequest } from '../../../lib/auth/login';
import { loginWithUsbKey } from '../../../lib/auth/usb-key-login';
import type { MutationConfig } from '../../../lib/react-query';
import { storeUser } from '../../../lib/session';

type LoginConfig = MutationConfig<typeof loginRequest>;

/** `POST /login`; the answered `{token, name}` is stored before the screen's own onSuccess runs. */
export function useLogin(mutationConfig?: LoginConfig) {
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: loginRequest,
    onSuccess: async (user, ...args) => {
      storeUser(user);
      await onSuccess?.(user, ...args);
    },
  });
}

/** spec 1 §2: 'Gebruik USB Sleutel' stores the same `{token, name}` as the password login. */
export function useUsbKeyLogin(
  mutationConfig?: MutationConfig<(_: void) => ReturnType<typeof loginWithUsbKey>>,
) {
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: () => loginWithUsbKey(),
    onSuccess: async (user, ...args) => {
      storeUser(user);
      await onSuccess?.(user, ...args);
    },
  });
}
