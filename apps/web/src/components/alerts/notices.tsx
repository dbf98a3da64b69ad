import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';

// Long enough to read a title and a line, short enough to be gone before the next family.
export const NOTICE_MS = 4000;

/**
 * spec 1 §8 success texts ('Opgeslagen!', 'Print verstuurd' …), verbatim. Issue 27: one way on every desk — a
 * notice that passes by itself (role status, read out politely) instead of a dialog that needs a key per
 * family; errors stay the red dialogs of ./alerts. Its own file, so the login page does not load the
 * notifications.
 */
export function showSuccessNotice(title: string, message?: string): void {
  notifications.show({
    color: 'green',
    icon: <IconCircleCheck size={20} aria-hidden />,
    title,
    message: message ?? '',
    autoClose: NOTICE_MS,
    withBorder: true,
    role: 'status',
    closeButtonProps: { 'aria-label': 'Melding sluiten' },
  });
}

/** spec 1 §8: 'Opgeslagen!', with the server's own text when it has one. */
export const showSavedNotice = (message?: string) => showSuccessNotice('Opgeslagen!', message);
/** spec 1 §8: 'Print verstuurd' with 'Print opdracht verstuurd'. */
export const showPrintSentNotice = (message = 'Print opdracht verstuurd') =>
  showSuccessNotice('Print verstuurd', message);
