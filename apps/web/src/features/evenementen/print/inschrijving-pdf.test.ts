import { describe, expect, it } from 'vitest';
import { inschrijvingDocument } from './inschrijving-pdf';

describe('sign-up PDF (spec 2 §2)', () => {
  it('holds the event name, the member barcode, the head and only the signed-up children', () => {
    const doc = inschrijvingDocument(
      {
        evenement: {
          ID: 1,
          naam: 'Sinterklaasfeest',
          datum: '2025-12-06',
          perKind: true,
          maxKindLeeftijd: 12,
        },
        lid: { mvmnummer: 12, naam: 'Sofie Peeters', status: 'Actief', nietBetalen: false, personenTot15: 2 },
        aanwezig: true,
        opmerking: '',
        kinderen: [
          { naam: 'Lotte', geslacht: 'Vrouw', leeftijd: 6.5, opmerking: '', aanwezig: true },
          { naam: 'Tom', geslacht: 'Man', leeftijd: 9, opmerking: '', aanwezig: false },
        ],
        ingeschreven: true,
        ingechecktOp: null,
      },
      '<svg id="barcode"></svg>',
    );
    const text = JSON.stringify(doc.content);
    expect(text).toContain('Sinterklaasfeest');
    expect(text).toContain('<svg id=\\"barcode\\"></svg>');
    expect(text).toContain('MVM12');
    expect(text).toContain('Sofie Peeters');
    expect(text).toContain('Lotte');
    expect(text).toContain('6,5 jaar');
    expect(text).not.toContain('Tom');
  });
});
