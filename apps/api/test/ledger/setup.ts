import type { DossierSaveInput } from '@mvm/domain/leden/schemas';
import { seedDemoCatalogue, type SeededObject } from '../../src/seed/demo-catalogue';
import { buildTestApp, type TestContext } from '../helpers/build';
import { memberPayload } from '../helpers/households';

export type Member = { ID: number; mvmnummer: number; gezin: { leden: { ID: number; voornaam: string }[] } };

/** The app with the demo catalogue, and helpers to make members and find items. */
export async function ledgerContext() {
  const t = await buildTestApp();
  const items = await seedDemoCatalogue(t.database.db);
  const admin = (options: Parameters<TestContext['call']>[1]) => t.call(t.adminToken, options);
  const item = (afdeling: string, naam: string): SeededObject => {
    const found = items.find((i) => i.afdeling === afdeling && i.naam === naam);
    if (!found) throw new Error(`no item ${afdeling}/${naam}`);
    return found;
  };
  /** A member (active, form signed, dag Wisselend unless changed) with a head and, by default, two children. */
  const member = async (change: Partial<DossierSaveInput> = {}): Promise<Member> => {
    const base = memberPayload({ dag: 'Wisselend', ...change });
    const leden = change.gezin?.leden ?? [
      ...base.gezin.leden,
      {
        voornaam: 'Lena',
        achternaam: 'Peeters',
        geboortedatum: '2016-03-02',
        geslacht: 'Vrouw',
        type: 'kind',
      },
      {
        voornaam: 'Noah',
        achternaam: 'Peeters',
        geboortedatum: daysAgoIso(400),
        geslacht: 'Man',
        type: 'kind',
      },
    ];
    const res = await admin({
      method: 'POST',
      url: '/v1/lid/',
      payload: { ...base, gezin: { ...base.gezin, leden } },
    });
    if (res.statusCode !== 201) throw new Error(`member: ${res.statusCode} ${res.body}`);
    return res.json<{ data: Member }>().data;
  };
  return { t, items, admin, item, member };
}

/** 'yyyy-MM-dd' of `days` ago (UTC; fine for birth dates in tests). */
export const daysAgoIso = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
