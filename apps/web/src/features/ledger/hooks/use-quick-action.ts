import { useRef, useState } from 'react';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { showSavedNotice } from '../../../components/alerts/notices';
import { errorMessage } from '../../../lib/api-client';
import { SaveFailed, type Ledger } from './use-ledger';

/**
 * A quick action ('Voeding Vandaag', 'Pakket Vandaag'): refused at once with the rule's message (title
 * 'Error!', spec 2 §8) when the screen already knows; otherwise pending changes are saved first, the
 * server records the rows in one transaction (refusing them by the same rule), and the lists reload.
 */
export function useQuickAction(ledger: Ledger, reload: () => Promise<void>) {
  const [running, setRunning] = useState(false);
  // Issue 27: set at once, not at the next render, so a second press never records the action twice.
  const started = useRef(false);

  const run = async (refusal: string | null, action: () => Promise<{ message: string }>) => {
    if (started.current) return;
    if (refusal) {
      void showErrorAlert('Error!', refusal);
      return;
    }
    started.current = true;
    setRunning(true);
    try {
      const reply = await ledger.saveThen(action);
      await reload();
      showSavedNotice(reply.message !== 'Opgeslagen!' ? reply.message : undefined);
    } catch (err) {
      if (!(err instanceof SaveFailed)) {
        void showErrorAlert('Error!', errorMessage(err));
        await reload();
      }
    } finally {
      started.current = false;
      setRunning(false);
    }
  };

  return { run, running };
}
