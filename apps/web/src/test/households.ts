import { TEST_GEZIN } from '@mvm/domain/leden/test-household';
import type { Dossier, Gezinslid, LedenRow, LidmaatschapRow } from '@mvm/domain/leden/schemas';

/**
 * The one household of the web tests (issue 7: one fixture instead of a copy per feature): Fatima El
 * Amrani (MVM12) with a son Yassin (7) and a child without a first name, a complete member record
 * (address, scores, finances) and a current membership. Tests change what they are about.
 */

const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
export const yearsAgo = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years, d.getMonth(), d.getDate() - 10);
  return d.toISOString().slice(0, 10);
};

export function gezinslid(overrides: Partial<Gezinslid> = {}): Gezinslid {
  return {
    ID: 100,
    voornaam: 'Fatima',
    achternaam: 'El Amrani',
    gezinsHoofd: false,
    geboortedatum: '1990-02-14',
    geslacht: 'Vrouw',
    type: 'ouder',
    telefoonnummer: '',
    geboorteland: 'Marokko',
    nationaliteit: ['België'],
    arbeidsstatus: null,
    inschrijfdatum: null,
    ...overrides,
  };
}

/** The head: every field a member registration needs (spec 2 §5), a valid national number. */
export const head: Gezinslid = gezinslid({
  ID: 100,
  gezinsHoofd: true,
  telefoonnummer: '0470 12 34 56',
  arbeidsstatus: 'Werkloos',
  inschrijfdatum: '2025-01-05',
  rijksregisterNummer: '90021412204',
});

export function lidmaatschap(overrides: Partial<LidmaatschapRow> = {}): LidmaatschapRow {
  return {
    ID: 500,
    start: daysFromNow(-200),
    eind: daysFromNow(165),
    vroegtijdigBeindigd: false,
    vroegtijdigBeindigdOp: null,
    redenenBeindiging: '',
    gezinsSamenstellingInOrde: true,
    state: 'actief',
    ...overrides,
  };
}

export function ledenRow(overrides: Partial<LedenRow> = {}): LedenRow {
  return {
    ID: 1,
    mvmnummer: 12,
    voornaam: head.voornaam,
    achternaam: head.achternaam,
    CreatedAt: '2025-01-05T09:12:00.000Z',
    UpdatedAt: '2026-02-10T10:00:00.000Z',
    status: 'Actief',
    einddatum: '2027-01-31T22:59:59.999Z',
    controle: false,
    redenControle: '',
    dag: 'Dinsdag',
    nietBetalen: false,
    voorrang: false,
    ...overrides,
  };
}

/** The shared test household (`@mvm/domain/leden/test-household`) as the API answers it. */
export function dossier(overrides: Partial<Dossier> = {}, gezin: Partial<Dossier['gezin']> = {}): Dossier {
  return {
    ID: 17,
    mvmnummer: 12,
    enummer: null,
    CreatedAt: '2025-01-05T09:12:00.000Z',
    UpdatedAt: '2026-02-10T10:00:00.000Z',
    nietBetalen: false,
    controle: false,
    redenControle: '',
    voorrang: false,
    dag: 'Dinsdag',
    tijdelijkeOpmerkingen: '',
    status: 'Actief',
    einddatum: daysFromNow(165),
    postcode: '2000',
    lidmaatschap: [lidmaatschap()],
    ...overrides,
    gezin: {
      ID: 17,
      UpdatedAt: '2026-02-10T10:00:00.000Z',
      leden: [
        head,
        gezinslid({ ID: 101, voornaam: 'Yassin', geslacht: 'Man', type: 'kind', geboortedatum: yearsAgo(7) }),
        gezinslid({ ID: 102, voornaam: '', geslacht: null, type: 'kind', geboortedatum: null }),
      ],
      ...TEST_GEZIN,
      opmerkingSituatie: '',
      opmerkingFinancieel: '',
      inSchuldbemiddeling: false,
      maandelijksBudget: 0,
      maandelijksBudgetNietBekend: true,
      maandelijksInkomen: 1200,
      maandelijksInkomenNietBekend: false,
      kindergeld: 180,
      kindergeldNietBekend: false,
      allimentatie: 0,
      allimentatieNietBekend: false,
      huur: 650,
      huurNietBekend: false,
      energie: 120,
      energieNietBekend: false,
      vasteKosten: 80,
      vasteKostenNietBekend: false,
      schuldAflossing: 0,
      schuldAflossingNietBekend: false,
      typeVoeding: 'Gewoon',
      gezinsStatus: { type: 'Eenoudergezin', kinderen: 2 },
      ...gezin,
    },
  };
}

/** A role allowing every verb on every path, or only the given verbs. */
export const allowAll = (verbs = ['*']) => [{ ID: 1, name: 'test', verbs, endpoints: ['*'] }];
