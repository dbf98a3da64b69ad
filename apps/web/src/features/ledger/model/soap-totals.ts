import type { ZeephuisjeKlant } from '@mvm/domain/ledger/schemas';

export type SoapTotal = { objectID: number; label: string; value: string };

const number = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 });

const isHidden = (item: { object: string; soort: string | null }) =>
  item.soort === 'pakket' || /^(pakket|luiers)\b/i.test(item.object.trim());

/**
 * spec 2 §2 soap-house totals (the server sums each item over the last 365 days): 'Overtrek 2 Personen'
 * is shown as the count /2, 'Overtrek 1 Persoon' as the count / (2 × the children), and the Pakket and
 * Luiers totals are hidden. Without children the count itself is shown (there is nothing to divide by).
 */
export function soapTotals(totalen: ZeephuisjeKlant['totalen']): SoapTotal[] {
  return totalen.items
    .filter((item) => !isHidden(item))
    .map((item) => {
      let value = item.aantal;
      let how = '';
      if (/^overtrek 2 personen/i.test(item.object.trim())) {
        value = item.aantal / 2;
        how = ' (/2)';
      } else if (/^overtrek 1 persoon/i.test(item.object.trim()) && totalen.kinderen > 0) {
        value = item.aantal / (2 * totalen.kinderen);
        how = ` (/${2 * totalen.kinderen})`;
      }
      return { objectID: item.objectID, label: item.object, value: `${number.format(value)}${how}` };
    });
}
