// UX.md: Belgian formats on screen (dd/MM/yyyy, € 1.519,58), Brussels time.
const amountFormat = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

/** The one Brussels date formatter lives in the domain (date-fns with @date-fns/tz). */
export { formatDateBE as formatDate, formatDateTimeBE as formatDateTime } from '@mvm/domain/dates/brussels';

/** `€ 1.519,58` */
export function formatAmount(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : amountFormat.format(value);
}
