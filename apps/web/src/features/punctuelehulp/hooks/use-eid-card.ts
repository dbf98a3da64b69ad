import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { errorMessage } from '../../../lib/api-client';
import { EID_ERROR_TITLE, EID_NO_RRN_PUNCTUEEL, readEid, type EidCard } from '../../../lib/eid/read-eid';
import { runtimeConfigQueryOptions } from '../../../lib/runtime-config';

type Options = {
  /** `readEID` on a new case: read the card as soon as the screen opens. */
  autoRead: boolean;
  /** A card another screen already read (member search passes it along). */
  initialCard?: EidCard;
};

/** spec 2 §2, §5: the card for the pre-fill; failures show 'Error bij lezen van eID!' (one-off wording). */
export function useEidCard({ autoRead, initialCard }: Options) {
  const queryClient = useQueryClient();
  const [card, setCard] = useState<EidCard | undefined>(initialCard);
  const read = useMutation({
    mutationFn: async () => {
      const config = await queryClient.fetchQuery(runtimeConfigQueryOptions());
      return readEid(config.eidReaderUrl, { noRrnMessage: EID_NO_RRN_PUNCTUEEL });
    },
    onSuccess: setCard,
    onError: (error) => void showErrorAlert(EID_ERROR_TITLE, errorMessage(error)),
  });

  const started = useRef(false);
  const { mutate } = read;
  useEffect(() => {
    if (!autoRead || initialCard || started.current) return;
    started.current = true;
    mutate();
  }, [autoRead, initialCard, mutate]);

  return { card, reading: read.isPending, read: () => read.mutate() };
}
