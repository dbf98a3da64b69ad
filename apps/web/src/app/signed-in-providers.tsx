import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.layer.css';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';

dayjs.locale('nl');

/**
 * What only the signed-in screens use: Dutch month names and Monday-first calendars for every date field, and
 * the notifications ('Opgeslagen!' toasts). Mounted by the signed-in shell, so the login page loads neither
 * dayjs nor the notifications, and by the test render helpers.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'nl', firstDayOfWeek: 1 }}>
      {/* Top centre, over the empty middle of the header: not over the page's actions on the right (issue 27). */}
      <Notifications position="top-center" />
      {children}
    </DatesProvider>
  );
}
