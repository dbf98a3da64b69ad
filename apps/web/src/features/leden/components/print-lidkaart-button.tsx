import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { showSuccessNotice } from '../../../components/alerts/notices';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCanPrint } from '../../../lib/auth/if-allowed';
import { usePrintLidkaart, type LidkaartPrint } from '../api/print-lidkaart';

// spec 2 §8: the print confirmation, verbatim.
export const LIDKAART_PRINT_SENT = 'Print opdracht verstuurd voor printnen lidkaart.';

function printErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 405)) {
    return 'Deze printer kan (nog) geen lidkaarten afdrukken. Vraag het aan een beheerder.';
  }
  return errorMessage(error);
}

/** spec 2 §2 'Print Lidkaart': the member card goes to the label printer's /lid. */
export function PrintLidkaartButton({ card }: { card: LidkaartPrint }) {
  const print = usePrintLidkaart({
    onSuccess: () => showSuccessNotice('Print verstuurd', LIDKAART_PRINT_SENT),
    // A printer that cannot do /lid (yet) answers 404: the red dialog, never a crash.
    onError: (error) => void showErrorAlert('Error bij printen!', printErrorText(error)),
  });
  // Issue 27 item 8: the member card needs a role granting its print (the agent inside the API checks it).
  const canPrint = useCanPrint('lid', '/lid');
  if (!canPrint) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={18} />}
      loading={print.isPending}
      onClick={() => print.mutate(card)}
    >
      Print Lidkaart
    </Button>
  );
}
