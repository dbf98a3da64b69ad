import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { kindGeslachtLabel } from '@mvm/domain/evenementen/rules';
import type { Inschrijving } from '@mvm/domain/evenementen/schemas';
import { formatDate } from '../../../lib/format';

/**
 * spec 2 §2 sign-up print: the event name, the member number as a barcode (an SVG made by bwip-js, Code 128,
 * which the desks' scanners read), the head's name and the signed-up children. Pure: data in, document out.
 */
export function inschrijvingDocument(inschrijving: Inschrijving, barcodeSvg: string): TDocumentDefinitions {
  const kinderen = inschrijving.kinderen.filter((k) => k.aanwezig);
  const { evenement, lid } = inschrijving;
  const content: Content[] = [
    { text: evenement.naam, style: 'title' },
    evenement.datum ? { text: formatDate(evenement.datum), style: 'muted' } : '',
    { svg: barcodeSvg, width: 220, margin: [0, 16, 0, 4] },
    { text: `MVM${lid.mvmnummer}`, style: 'number' },
    { text: lid.naam, style: 'name', margin: [0, 12, 0, 12] },
  ];
  if (kinderen.length) {
    content.push({
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto', '*'],
        body: [
          ['Naam', 'Geslacht', 'Leeftijd', 'Opmerking'].map((text) => ({ text, bold: true })),
          ...kinderen.map((k) => [
            k.naam,
            kindGeslachtLabel(k.geslacht),
            k.leeftijd === null ? 'onbekend' : `${String(k.leeftijd).replace('.', ',')} jaar`,
            k.opmerking,
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    });
  } else {
    content.push({ text: 'Geen kinderen ingeschreven.', style: 'muted' });
  }
  if (inschrijving.opmerking)
    content.push({ text: `Opmerking: ${inschrijving.opmerking}`, margin: [0, 12, 0, 0] });
  return {
    pageSize: 'A5',
    pageMargins: [36, 36, 36, 36],
    info: { title: `${evenement.naam} MVM${lid.mvmnummer}` },
    defaultStyle: { font: 'Poppins', fontSize: 11 },
    styles: {
      title: { fontSize: 20, bold: true },
      muted: { color: '#6b635a' },
      number: { fontSize: 14, bold: true },
      name: { fontSize: 16 },
    },
    content,
  };
}
