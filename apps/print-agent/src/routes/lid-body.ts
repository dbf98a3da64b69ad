import { z } from 'zod';

const labels = { mvmNummer: 'MVM-nummer', voornaam: 'Voornaam', naam: 'Naam' } as const;

const text = (label: string, min: number) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? `${label} ontbreekt` : `${label} moet tekst zijn`) })
    .trim()
    .min(min, `${label} is niet ingevuld`)
    .max(100, `${label} is te lang (hoogstens 100 tekens)`);

/** spec 1 §7: the member label body `{mvmNummer, voornaam, naam}` that the Lidmaatschap tab sends. */
export const lidBodySchema = z.strictObject(
  {
    mvmNummer: z
      .string({
        error: (iss) =>
          iss.input === undefined ? `${labels.mvmNummer} ontbreekt` : `${labels.mvmNummer} moet tekst zijn`,
      })
      .regex(/^MVM\d{1,12}$/, `${labels.mvmNummer} moet de vorm MVM123 hebben`),
    voornaam: text(labels.voornaam, 0),
    naam: text(labels.naam, 1),
  },
  {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `Onbekend veld: ${iss.keys.join(', ')}`
        : 'De gegevens moeten een JSON-object zijn',
  },
);
