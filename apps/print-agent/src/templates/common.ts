import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { formatDateBrussels } from './date';
import { createEncoder, type TicketLayout } from './layout';

const brusselsTime = new Intl.DateTimeFormat('nl-BE', {
  timeZone: 'Europe/Brussels',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** dd/MM/yyyy HH:mm in Brussels time, the moment a ticket was printed. */
export const printedAtText = (date: Date) => `${formatDateBrussels(date)} ${brusselsTime.format(date)}`;

/** The top of every ticket: the charity's name and the ticket's title, centred. */
export function ticketHeader(layout: TicketLayout, title: string): ReceiptPrinterEncoder {
  return createEncoder(layout)
    .align('center')
    .bold(true)
    .line(layout.heading)
    .bold(false)
    .line(title)
    .newline();
}

/** The bottom of every ticket: when it was printed, then the cut. */
export function ticketFooter(encoder: ReceiptPrinterEncoder, printedAt: Date): Uint8Array {
  return encoder
    .align('center')
    .newline()
    .line(`Afgedrukt op ${printedAtText(printedAt)}`)
    .cut()
    .encode();
}

/** `label ....... value` on one line of the ticket's width. */
export function labelValue(label: string, value: string, columns: number): string {
  const space = Math.max(1, columns - label.length - value.length);
  return `${label}${' '.repeat(space)}${value}`;
}

/** '€ 12,50' (Belgian format). */
export const euro = (amount: number) =>
  `€ ${amount.toLocaleString('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const concatTickets = (tickets: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(tickets.reduce((n, t) => n + t.length, 0));
  let offset = 0;
  for (const ticket of tickets) {
    out.set(ticket, offset);
    offset += ticket.length;
  }
  return out;
};
