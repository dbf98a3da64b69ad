import type { z } from 'zod';
import { kindGeslachtLabel } from '@mvm/domain/evenementen/rules';
import type { marktTicketSchema } from '@mvm/domain/printing/bodies';
import { ticketFooter, ticketHeader } from './common';
import type { TicketLayout } from './layout';

export type MarktTicketData = z.output<typeof marktTicketSchema> & { printedAt: Date };

// QR module size in dots: 6 on 80 mm paper keeps a ~250-character barcode about 4 cm wide, which a phone
// camera and a hand scanner both read; 4 on 58 mm paper.
const qrSize = (layout: TicketLayout) => (layout.columns <= 32 ? 4 : 6);

/**
 * spec 1 §7 POST /print-markt: a market ticket with its encrypted barcode (DESIGN.md) as a QR code printed
 * by the printer itself (ESC/POS GS ( k, model 2, error level M), the household and the children it covers.
 */
export function renderMarktTicket(data: MarktTicketData, layout: TicketLayout): Uint8Array {
  const encoder = ticketHeader(layout, 'Markt')
    .bold(true)
    .size(2, 2)
    .line(data.markt)
    .size(1, 1)
    .bold(false)
    .newline()
    .qrcode(data.barcode, { model: 2, size: qrSize(layout), errorlevel: 'm' })
    .newline()
    .size(2, 1)
    .line(data.mvmNummer)
    .size(1, 1);
  if (data.naam) encoder.bold(true).line(data.naam).bold(false);
  if (data.kinderen.length > 0) {
    encoder.newline().align('left').line('Kinderen:');
    for (const kind of data.kinderen) {
      const age = kind.leeftijd === null ? '' : ` - ${kind.leeftijd} jaar`;
      // Issue 27 item 15: a child is a Jongen or Meisje, as on the scan card (the API sends Man/Vrouw).
      const geslacht = kindGeslachtLabel(kind.geslacht) || kind.geslacht;
      encoder.line(`  ${kind.naam}${geslacht ? ` - ${geslacht}` : ''}${age}`);
    }
  }
  return ticketFooter(encoder, data.printedAt);
}
