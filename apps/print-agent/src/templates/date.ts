const brusselsDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/MM/yyyy on the Brussels calendar (spec 1 §9: dates are handled in the Europe/Brussels zone). */
export function formatDateBrussels(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    brusselsDate.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}
