import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gezinslidSchema, type Gezinslid } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateLid } from './invalidate-lid';
import { savedData, savedReply } from './save-reply';

export type GezinslidValues = Pick<
  Gezinslid,
  'voornaam' | 'achternaam' | 'geboortedatum' | 'type' | 'geslacht'
>;

/** POST /v1/lid/{id}/gezinslid for a new member, PUT .../{gid} for an existing one (the rest of its row kept). */
export async function saveGezinslid(
  mvmnummer: number,
  values: GezinslidValues,
  existing?: Gezinslid,
): Promise<Gezinslid> {
  const reply = existing
    ? await apiRequest(`/v1/lid/${mvmnummer}/gezinslid/${existing.ID}`, savedReply(gezinslidSchema), {
        method: 'PUT',
        body: { ...existing, ...values },
      })
    : await apiRequest(`/v1/lid/${mvmnummer}/gezinslid`, savedReply(gezinslidSchema), {
        method: 'POST',
        body: { ...values, gezinsHoofd: false },
      });
  return savedData(reply);
}

type SaveGezinslidOptions = {
  mvmnummer: number;
  existing?: Gezinslid;
  mutationConfig?: MutationConfig<(values: GezinslidValues) => Promise<Gezinslid>>;
};

/** Saves a household member and refreshes the member's dossier and the member lists. */
export function useSaveGezinslid({ mvmnummer, existing, mutationConfig }: SaveGezinslidOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: (values: GezinslidValues) => saveGezinslid(mvmnummer, values, existing),
    onSuccess: async (...args) => {
      await invalidateLid(queryClient, mvmnummer);
      await onSuccess?.(...args);
    },
  });
}
