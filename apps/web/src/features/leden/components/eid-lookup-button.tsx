import { Button } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatMemberNumber } from '@mvm/domain';
import { useNavigate } from 'react-router';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { errorMessage } from '../../../lib/api-client';
import { EID_ERROR_TITLE, EID_NO_RRN, readEid } from '../../../lib/eid/read-eid';
import { runtimeConfigQueryOptions } from '../../../lib/runtime-config';
import { findLidByRrn } from '../api/find-lid-by-rrn';

/**
 * spec 2 §2: read the card, look the holder up by national number; a match opens the member,
 * no match opens a new dossier pre-filled from the card (the one-off screen reads `readEID`).
 */
export function EidLookupButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lookup = useMutation({
    mutationFn: async () => {
      const config = await queryClient.fetchQuery(runtimeConfigQueryOptions());
      const card = await readEid(config.eidReaderUrl, { noRrnMessage: EID_NO_RRN });
      try {
        return { card, match: await findLidByRrn(card.nationalNumber) };
      } catch (error) {
        // spec 2 §8: lookup errors are only logged; the new dossier warns about a duplicate number itself.
        console.warn('Opzoeken op rijksregisternummer mislukt', error);
        return { card, match: undefined };
      }
    },
    onSuccess: ({ card, match }) => {
      if (match) void navigate(`/leden/details/${formatMemberNumber(match.mvmnummer)}`);
      else void navigate('/punctuele/details/0?readEID=1', { state: { eidCard: card } });
    },
    onError: (error) => void showErrorAlert(EID_ERROR_TITLE, errorMessage(error)),
  });

  return (
    <Button
      variant="default"
      leftSection={<IconId size={18} />}
      loading={lookup.isPending}
      onClick={() => lookup.mutate()}
    >
      eID lezen
    </Button>
  );
}
