import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { EID_NO_RRN, readEid, type EidCard } from '../../../lib/eid/read-eid';
import type { MutationConfig } from '../../../lib/react-query';
import { runtimeConfigQueryOptions } from '../../../lib/runtime-config';
import type { LedenRow } from './types';
import { findLidByRrn } from './find-lid-by-rrn';

type Lookup = { card: EidCard; match: LedenRow | undefined };

/** spec 2 §2: read the card on the reader from `/config.json`, then look the holder up by national number. */
export function useEidLookup(mutationConfig?: MutationConfig<(_: void) => Promise<Lookup>>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: async () => {
      const config = await queryClient.fetchQuery(runtimeConfigQueryOptions());
      const card = await readEid(config.eidReaderUrl, { noRrnMessage: EID_NO_RRN });
      try {
        return { card, match: await findLidByRrn(card.nationalNumber) };
      } catch (error) {
        // Issue 24: too many lookups a minute. Said, not hidden: a new dossier for a household that exists would follow.
        if (error instanceof ApiError && error.status === 429) throw error;
        // spec 2 §8: lookup errors are only logged; the new dossier warns about a duplicate number itself.
        console.warn('Opzoeken op rijksregisternummer mislukt', error);
        return { card, match: undefined };
      }
    },
  });
}
