/** One valid body for every endpoint of spec 1 §7, for the route and printer tests. */
export const voedingBody = {
  ticketCount: 7,
  doelgroepnummer: 'MVM245',
  typeVoeding: 'Geen Varkensvlees',
  specialeVoeding: 'Glutenvrij brood',
  opmerking: 'Komt met de fiets',
  voornaam: 'Zoë',
  naam: 'Hénaut',
  printType: 'Voorrang',
  needsMelkpoeder: true,
  needsVerjaardag: false,
  volwassenen: 2,
  kinderen: 3,
};

// A barcode as the markets module makes it: base64 of a 12-byte nonce and the AES-GCM ciphertext.
export const marktBarcode = Buffer.from(Array.from({ length: 120 }, (_, k) => (k * 37) % 256)).toString(
  'base64',
);

export const marktBody = {
  markt: 'Kindermarkt',
  mvmNummer: 'MVM245',
  naam: 'Zoë Hénaut',
  kinderen: [{ naam: 'Noé', geslacht: 'Jongen', leeftijd: 4 }],
  barcode: marktBarcode,
  printLocatie: 'onthaal',
};

export const sinterklaasBody = {
  snoep: { volgNummer: 12, mvmNummer: 'MVM245', naam: 'Zoë Hénaut', personen: 4 },
  speelgoed: { volgNummer: 12, mvmNummer: 'MVM245', naam: 'Zoë Hénaut', paketten: 3 },
};

export const materiaalBody = {
  klant: { mvmNummer: 'MVM245', voornaam: 'Zoë', naam: 'Hénaut' },
  items: [
    {
      object: 'Winterjas',
      opmerking: '',
      maat: '110',
      ontvanger: { naam: 'Noé Hénaut', geslacht: 'Jongen', leeftijd: 4 },
      prijs: 2.5,
      extraEscposData: '[vet]Ophalen aan de achterdeur\n[lijn]',
      seperateReceipt: false,
    },
    {
      object: 'Kinderwagen',
      opmerking: 'Waarborg',
      maat: '',
      ontvanger: null,
      prijs: 10,
      extraEscposData: '',
      seperateReceipt: true,
    },
  ],
};
