import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { showPrintSentNotice } from '../../../components/alerts/notices';
import { errorMessage } from '../../../lib/api-client';
import { runtimeConfigQueryOptions } from '../../../lib/runtime-config';
import { PRINT_TARGETS, sendPrint } from '../api/print';
import { NIETS_OM_TE_PRINTEN, type MaterialPrintBody } from '../model/print-body';
import type { LedgerRow } from '../model/ledger-row';
import { SaveFailed, type Ledger } from './use-ledger';

// spec 1 §4, §9: the print button is enabled again 3 seconds after a print.
export const PRINT_COOLDOWN_MS = 3000;

/**
 * spec 1 §4 printing material (and spec 2 §4 one-off goods): validate and save, then send the ticked rows
 * to the desk's printer, then clear the ticks. No tick: 'Niets om te printen'.
 */
export function usePrintTicked(
  ledger: Ledger,
  target: keyof typeof PRINT_TARGETS,
  bodyOf: (rows: LedgerRow[]) => MaterialPrintBody,
) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), PRINT_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  // Issue 27: set at once, so a second press while this print runs never prints (or saves) again.
  const started = useRef(false);

  const print = async () => {
    if (started.current) return;
    const ticked = ledger.tickedRows();
    if (ticked.length === 0) {
      void showErrorAlert('Error bij printen!', NIETS_OM_TE_PRINTEN);
      return;
    }
    const body = bodyOf(ticked);
    started.current = true;
    setBusy(true);
    try {
      if (ledger.dirty) await ledger.save({ quiet: true });
      await sendPrint(await queryClient.fetchQuery(runtimeConfigQueryOptions()), target, body);
      ledger.clearTicks();
      setCoolingDown(true);
      showPrintSentNotice();
    } catch (err) {
      // A failed save showed its own alert and keeps the rows (and their ticks).
      if (!(err instanceof SaveFailed)) void showErrorAlert('Print error!', errorMessage(err));
    } finally {
      started.current = false;
      setBusy(false);
    }
  };

  return { print, printing: busy, printDisabled: busy || coolingDown };
}
