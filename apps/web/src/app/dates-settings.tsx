import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';

dayjs.locale('nl');

/**
 * Dutch month names and Monday-first calendars for every date field. Mounted by the signed-in shell (the
 * login page has no date field, so it does not load dayjs) and by the test render helpers.
 */
export function DatesSettings({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'nl', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
