import { formatDateBrussels } from './date';
import { createEncoder, type TicketLayout } from './layout';

export type LidkaartData = { mvmNummer: string; voornaam: string; naam: string; printedAt: Date };

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
    .barcode(data.mvmNummer, 'code128', { height: 80, width: 2, text: 'none' })
    .newline()
    .line(`Afgedrukt op ${formatDateBrussels(data.printedAt)}`)
    .cut()
    .encode();
}
