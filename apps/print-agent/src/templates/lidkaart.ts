import { formatDateBrussels } from './date';
import { createEncoder, type TicketLayout } from './layout';

export type LidkaartData = { mvmNummer: string; voornaam: string; naam: string; printedAt: Date };

// The encoder's scale 1 = 2 dots a module: MVM + 9 digits still fits the 384 dots of 58 mm paper.
const barcodeWidth = (layout: TicketLayout) => (layout.columns <= 32 ? 1 : 2);

/**
 * spec 2 §2 'Print Lidkaart': the member label. Pure: the same data and layout give the same bytes.
 * The number is printed large and as a CODE128 barcode, so the desk can scan the card.
 */
export function renderLidkaart(data: LidkaartData, layout: TicketLayout): Uint8Array {
  const name = [data.voornaam, data.naam].filter((part) => part.trim() !== '').join(' ');
  return createEncoder(layout)
    .align('center')
    .bold(true)
    .line(layout.heading)
    .bold(false)
    .line('Lidkaart')
    .newline()
    .size(2, 2)
    .line(data.mvmNummer)
    .size(1, 1)
    .newline()
    .bold(true)
    .line(name)
    .bold(false)
    .newline()
    .barcode(data.mvmNummer, 'code128', { height: 80, width: barcodeWidth(layout), text: 'none' })
    .newline()
    .line(`Afgedrukt op ${formatDateBrussels(data.printedAt)}`)
    .cut()
    .encode();
}
