import { Button } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { formatMemberNumber } from '@mvm/domain';
import { useNavigate } from 'react-router';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { errorMessage } from '../../../lib/api-client';
import { EID_ERROR_TITLE } from '../../../lib/eid/read-eid';
import { useEidLookup } from '../api/eid-lookup';

/**
 * spec 2 §2: read the card, look the holder up by national number; a match opens the member,
 * no match opens a new dossier pre-filled from the card (the one-off screen reads `readEID`).
 */
export function EidLookupButton() {
  const navigate = useNavigate();
  const lookup = useEidLookup({
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
