import { vi } from 'vitest';
import type {
  KlantLid,
  LedgerObject,
  LedgerRow,
  ServeToday,
  VoedingKlant,
  ZeephuisjeKlant,
} from '@mvm/domain/ledger/schemas';
import type { LedgerArea } from '../api/ledger-api';

type CategorieInput = {
  ID: number;
  naam: string;
  perPersoon?: boolean;
  opMaat?: boolean;
  printKindInfo?: boolean;
  order?: number;
};

export function categorie(area: LedgerArea, c: CategorieInput): LedgerObject['categorie'] {
  const printKindInfo = c.printKindInfo ?? false;
  return {
    ID: c.ID,
    naam: c.naam,
    afdeling: area,
    order: c.order ?? c.ID,
    perPersoon: c.perPersoon ?? false,
    opMaat: c.opMaat ?? false,
    printKindInfo,
    printOpties: { printKindInfo },
    opties: [],
  };
}

export function object(
  ID: number,
  naam: string,
  cat: LedgerObject['categorie'],
  extra: Partial<LedgerObject> = {},
): LedgerObject {
  return {
    ID,
    naam,
    prijs: 2.5,
    extraEscposData: '',
    seperateReceipt: false,
    punctueleOrder: null,
    maten: [],
    categorie: cat,
    soort: null,
    actief: true,
    ...extra,
  };
}

export function row(ID: number, o: LedgerObject, extra: Partial<LedgerRow> = {}): LedgerRow {
  return {
    ID,
    datum: '2026-11-20T10:00:00.000Z',
    aantal: 1,
    afdeling: o.categorie.afdeling,
    object: o.naam,
    objectID: o.ID,
    objectId: o.ID,
    categorieID: o.categorie.ID,
    maat: null,
    maatID: null,
    gezinsLid: null,
    ontvanger: '',
    opmerking: '',
    days: 3,
    ...extra,
  };
}

export const lid = (extra: Partial<KlantLid> = {}): KlantLid => ({
  ID: 1,
  mvmnummer: 245,
  status: 'Actief',
  einddatum: '2027-06-30T21:59:59.999Z',
  nietBetalen: false,
  voorrang: false,
  controle: false,
  redenControle: '',
  dag: 'Wisselend',
  gezin: {
    postcode: '9000',
    gemeente: 'Gent',
    typeVoeding: 'Gewoon',
    ondertekendFormulier: true,
    leden: [
      {
        ID: 11,
        voornaam: 'Sofie',
        achternaam: 'Peeters',
        geslacht: 'Vrouw',
        geboortedatum: '1990-03-01',
        gezinsHoofd: true,
        type: 'ouder',
      },
      {
        ID: 12,
        voornaam: 'Lotte',
        achternaam: 'Peeters',
        geslacht: 'Vrouw',
        geboortedatum: '2020-05-10',
        gezinsHoofd: false,
        type: 'kind',
      },
      {
        ID: 13,
        voornaam: 'Noah',
        achternaam: 'Peeters',
        geslacht: 'Man',
        geboortedatum: '2024-12-01',
        gezinsHoofd: false,
        type: 'kind',
      },
    ],
  },
  lidmaatschap: [],
  ...extra,
});

export const mayServe: ServeToday = {
  magVandaag: true,
  reden: null,
  redenCode: null,
  volgendeDatum: null,
  waarschuwing: null,
  laatste: null,
};

export const voedingKlant = (extra: Partial<VoedingKlant> = {}): VoedingKlant => ({
  lid: lid(),
  specialeVoeding: '',
  opmerking: '',
  vandaag: mayServe,
  laatsteMelkpoeder: null,
  ...extra,
});

export const zeephuisjeKlant = (extra: Partial<ZeephuisjeKlant> = {}): ZeephuisjeKlant => ({
  lid: lid(),
  opmerking: '',
  vandaag: mayServe,
  totalen: { sinds: '2025-11-24T10:00:00.000Z', kinderen: 2, luiers: [], items: [] },
  ...extra,
});

/** A list answer as the API sends it (rows + Num-Total-Entries). */
export const list = (rows: unknown[], total = rows.length) => ({
  body: rows,
  headers: { 'Num-Total-Entries': String(total) },
});

const ALL_ROLES = [{ ID: 1, name: 'test', verbs: ['*'], endpoints: ['*'] }];

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

/**
 * Stubs fetch with one handler that sees the method, path, query and JSON body of each call (the shared
 * mockApi ignores the query, which paging and filtering tests need). Unhandled calls answer 404.
 */
export function mockServer(handler: (call: Call) => Answer | undefined) {
  const calls: Call[] = [];
  // eslint-disable-next-line @typescript-eslint/require-await -- a fetch stand-in is async.
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://app',
    );
    const text = typeof init?.body === 'string' ? init.body : '';
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const answer =
      handler(call) ??
      // A desk's buttons follow the roles (issue 27 item 8): every call allowed unless a test answers itself.
      (call.path === '/v1/auth/whoami/roles'
        ? { body: ALL_ROLES }
        : { status: 404, body: { error: 'Niet gevonden' } });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      statusText: status === 200 ? 'OK' : '',
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`) };
}
