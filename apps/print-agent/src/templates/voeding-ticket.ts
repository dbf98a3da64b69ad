import type { z } from 'zod';
import type { voedingTicketSchema } from '@mvm/domain/printing/bodies';
import { labelValue, ticketFooter, ticketHeader } from './common';
import type { TicketLayout } from './layout';

export type VoedingTicketData = z.output<typeof voedingTicketSchema> & { printedAt: Date };

/**
 * spec 1 §7 POST /print, the reception's food ticket (spec 1 §3 payload): the ticket number very large (the
 * queue calls it), the print type, the household and its size, the food type and what to add.
 */
export function renderVoedingTicket(data: VoedingTicketData, layout: TicketLayout): Uint8Array {
  const encoder = ticketHeader(layout, 'Voeding')
    .size(3, 3)
    .bold(true)
    .line(String(data.ticketCount))
    .bold(false)
    .size(1, 1)
    .newline();
  if (data.printType !== 'Gewoon')
    encoder.bold(true).size(2, 2).line(data.printType).size(1, 1).bold(false).newline();
  encoder
    .size(2, 1)
    .line(data.doelgroepnummer)
    .size(1, 1)
    .bold(true)
    .line([data.voornaam, data.naam].filter(Boolean).join(' '))
    .bold(false)
    .newline()
    .align('left')
    .line(labelValue('Volwassenen', String(data.volwassenen), layout.columns))
    .line(labelValue('Kinderen (< 12 jaar)', String(data.kinderen), layout.columns));
  if (data.typeVoeding) encoder.line(labelValue('Type voeding', data.typeVoeding, layout.columns));
  if (data.specialeVoeding)
    encoder.bold(true).line('Speciale voeding:').bold(false).line(data.specialeVoeding);
  const extras = [data.needsVerjaardag ? 'Verjaardag' : '', data.needsMelkpoeder ? 'Melkpoeder' : ''].filter(
    Boolean,
  );
  if (extras.length > 0)
    encoder
      .newline()
      .bold(true)
      .size(2, 1)
      .line(`+ ${extras.join(' + ')}`)
      .size(1, 1)
      .bold(false);
  if (data.opmerking) encoder.newline().line('Opmerking:').line(data.opmerking);
  return ticketFooter(encoder, data.printedAt);
}
