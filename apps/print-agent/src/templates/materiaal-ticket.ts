import type { z } from 'zod';
import type { materiaalTicketSchema } from '@mvm/domain/printing/bodies';
import { concatTickets, euro, labelValue, ticketFooter, ticketHeader } from './common';
import type { TicketLayout } from './layout';
import { writeMarkup } from './markup';

export type MateriaalTicketData = z.output<typeof materiaalTicketSchema> & { printedAt: Date };
type Item = MateriaalTicketData['items'][number];

const kindInfo = (item: Item): string | null => {
  const o = item.ontvanger;
  if (!o?.naam) return null;
  const parts = [
    o.naam,
    o.geslacht,
    o.leeftijd === null || o.leeftijd === undefined ? '' : `${o.leeftijd} jaar`,
  ];
  return parts.filter(Boolean).join(' - ');
};

function receipt(data: MateriaalTicketData, items: Item[], title: string, layout: TicketLayout): Uint8Array {
  const name = [data.klant.voornaam, data.klant.naam].filter(Boolean).join(' ');
  const encoder = ticketHeader(layout, title)
    .size(2, 1)
    .line(data.klant.mvmNummer)
    .size(1, 1)
    .bold(true)
    .line(name)
    .bold(false);
  encoder.newline().align('left');
  let total = 0;
  for (const item of items) {
    const label = `${item.aantal > 1 ? `${item.aantal} x ` : ''}${item.object}${item.maat ? ` (${item.maat})` : ''}`;
    const price = item.prijs * item.aantal;
    total += price;
    encoder
      .bold(true)
      .line(labelValue(label, item.prijs > 0 ? euro(price) : '', layout.columns))
      .bold(false);
    const kind = kindInfo(item);
    if (kind) encoder.line(`  Voor: ${kind}`);
    if (item.opmerking) encoder.line(`  ${item.opmerking}`);
    if (item.extraEscposData) writeMarkup(encoder, item.extraEscposData, layout.columns);
  }
  if (total > 0)
    encoder
      .line('-'.repeat(layout.columns))
      .bold(true)
      .line(labelValue('Totaal', euro(total), layout.columns))
      .bold(false);
  return ticketFooter(encoder, data.printedAt);
}

/**
 * spec 1 §7 material print: one receipt with every item, and a receipt of its own for each item that asks
 * for one (`seperateReceipt`), each with its own cut. The child's name, gender and age print when the desk
 * sends them (the category's printKindInfo).
 */
export function renderMateriaalTickets(
  data: MateriaalTicketData,
  layout: TicketLayout,
  title = 'Materiaal',
): Uint8Array {
  const together = data.items.filter((item) => !item.seperateReceipt);
  const apart = data.items.filter((item) => item.seperateReceipt);
  const tickets = [
    ...(together.length > 0 ? [receipt(data, together, title, layout)] : []),
    ...apart.map((item) => receipt(data, [item], title, layout)),
  ];
  return concatTickets(tickets);
}
