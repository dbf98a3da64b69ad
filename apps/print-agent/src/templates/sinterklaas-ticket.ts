import type { z } from 'zod';
import type { sinterklaasTicketSchema } from '@mvm/domain/printing/bodies';
import { concatTickets, ticketFooter, ticketHeader } from './common';
import type { TicketLayout } from './layout';

export type SinterklaasTicketData = z.output<typeof sinterklaasTicketSchema> & { printedAt: Date };

function ticket(
  layout: TicketLayout,
  title: string,
  part: { volgNummer: number; mvmNummer: string; naam: string },
  line: string,
  printedAt: Date,
): Uint8Array {
  const encoder = ticketHeader(layout, title)
    .size(3, 3)
    .bold(true)
    .line(String(part.volgNummer))
    .bold(false)
    .size(1, 1)
    .newline()
    .size(2, 1)
    .line(part.mvmNummer)
    .size(1, 1)
    .bold(true)
    .line(part.naam)
    .bold(false)
    .newline()
    .size(2, 2)
    .line(line)
    .size(1, 1);
  return ticketFooter(encoder, printedAt);
}

/** spec 1 §7 POST /sinterklaas: the snack ticket and the toy ticket, each with its own cut. */
export function renderSinterklaasTickets(data: SinterklaasTicketData, layout: TicketLayout): Uint8Array {
  const tickets: Uint8Array[] = [];
  if (data.snoep)
    tickets.push(
      ticket(layout, 'Sinterklaas - snoep', data.snoep, `Snoep: ${data.snoep.personen}`, data.printedAt),
    );
  if (data.speelgoed)
    tickets.push(
      ticket(
        layout,
        'Sinterklaas - speelgoed',
        data.speelgoed,
        `Pakketten: ${data.speelgoed.paketten}`,
        data.printedAt,
      ),
    );
  return concatTickets(tickets);
}
