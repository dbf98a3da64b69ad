import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime } from './format';

describe('Belgian formats (UX.md)', () => {
  it.each([
    ['a date-only value as that day', '2024-03-05', '05/03/2024'],
    ['a UTC instant late in the evening as the next Brussels day', '2024-03-05T23:30:00Z', '06/03/2024'],
    ['a summer instant', '2024-07-31T22:30:00Z', '01/08/2024'],
    ['nothing as empty', null, ''],
    ['an invalid value as empty', 'geen datum', ''],
  ])('formatDate shows %s', (_case, input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it('formatDateTime shows Brussels hours and minutes', () => {
    expect(formatDateTime('2024-01-15T08:05:00Z')).toBe('15/01/2024 09:05');
  });

  it('formatAmount shows euros the Belgian way', () => {
    expect(formatAmount(1519.58).replace(/\s/g, ' ')).toBe('€ 1.519,58');
  });
});
