import { useMutation } from '@tanstack/react-query';
import { changePassword } from '../../../lib/auth/change-password';
import type { MutationConfig } from '../../../lib/react-query';

/** `PUT /v1/auth/password`: nothing cached changes (the API ends the user's other sessions). */
export const useChangePassword = (mutationConfig?: MutationConfig<typeof changePassword>) =>
  useMutation({ ...mutationConfig, mutationFn: changePassword });
