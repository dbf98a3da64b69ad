import { useCan, useCanPrint } from '../../../lib/auth/if-allowed';
import type { LedgerArea } from '../api/ledger-api';
import { PRINT_TARGETS } from '../api/print';

/**
 * Issue 27 item 8: what this user may do on a desk's ledger — save rows and the remark (the rows' POST), and
 * print the ticked rows (material and one-off goods). The screens show only those buttons.
 */
export function useLedgerAccess(area: LedgerArea, id: number) {
  const rows = area === 'punctueel' ? `/v1/punctuelehulp/${id}/gekregen` : `/v1/${area}/klant/${id}/gekregen`;
  const canWrite = useCan('POST', rows);
  const target = area === 'materiaal' || area === 'punctueel' ? PRINT_TARGETS[area] : undefined;
  const canPrint = useCanPrint(target?.printers ?? [], target?.path ?? '');
  return { canWrite, canPrint: target !== undefined && canPrint };
}
