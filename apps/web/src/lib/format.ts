// UX.md: Belgian formats on screen, Brussels time.
const TIME_ZONE = 'Europe/Brussels';

const dateParts = new Intl.DateTimeFormat('nl-BE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const amountFormat = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

type DateInput = string | number | Date | null | undefined;

function parts(value: Exclude<DateInput, null | undefined>) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const map = Object.fromEntries(dateParts.formatToParts(date).map((p) => [p.type, p.value]));
  return { day: map.day, month: map.month, year: map.year, hour: map.hour, minute: map.minute };
}

/** `dd/MM/yyyy` in Brussels time; '' for an empty or invalid value. A date-only `yyyy-MM-dd` is kept as that day. */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  }
  const p = parts(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** `dd/MM/yyyy HH:mm` in Brussels time. */
export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const p = parts(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** `€ 1.519,58` */
export function formatAmount(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : amountFormat.format(value);
}
