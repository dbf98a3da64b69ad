import type { MoneyValue } from '../household/types';

/**
 * spec 2 §5: on save, empty money amounts become 0. Text may use a decimal comma ('12,50') and
 * Belgian thousands dots ('1.519,58'); text that is no amount gives NaN so validation can say so.
 */
export function normalizeMoney(value: MoneyValue): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return value;
  let text = value.trim().replace(/\s|€/g, '');
  if (text === '') return 0;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}
