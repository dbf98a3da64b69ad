import type { CategorieSpec } from './ledger';

/**
 * The desks' catalogues of the browser tests, one copy for every spec (the server is shared and ensureCatalogue
 * adds by name): Kleding stays the first, open, material category.
 */
export const MATERIAAL_CATALOGUE: CategorieSpec[] = [
  {
    naam: 'Kleding',
    perPersoon: true,
    opMaat: true,
    printKindInfo: true,
    items: [
      { naam: 'Trui', maten: ['98', '104', '110'], prijs: 3 },
      { naam: 'Muts', maten: ['Eén maat'], prijs: 1 },
    ],
  },
  {
    naam: 'Speelgoed',
    items: [
      { naam: 'Bal', prijs: 2 },
      { naam: 'Puzzel', prijs: 4 },
    ],
  },
];

export const VOEDING_CATALOGUE: CategorieSpec[] = [
  {
    naam: 'Voeding',
    items: [
      { naam: 'Voeding', soort: 'voeding' },
      { naam: 'Verjaardag', soort: 'verjaardag' },
      { naam: 'Vuilzakken', soort: 'vuilzakken' },
      { naam: 'Melkpoeder', soort: 'melkpoeder', maten: ['Nan 1', 'Nan 2'] },
    ],
  },
];
