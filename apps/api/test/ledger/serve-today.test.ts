import { isoWeekRangeBrussels } from '@mvm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gezin } from '../../src/db/schema';
import { loadDossier } from '../../src/dossier/dossier-repository';
import { receptionFacts } from '../../src/onthaal/onthaal-service';
import { ledgerContext, type Member } from './setup';

let ctx: Awaited<ReturnType<typeof ledgerContext>>;
beforeAll(async () => {
  ctx = await ledgerContext();
});
afterAll(() => ctx.t.close());

const household = async (m: Member) => {
  const record = (await loadDossier(ctx.t.database.db, { id: m.ID }))!;
  return {
    dossierId: m.ID,
    dag: record.dossier.dag,
    ondertekendFormulier: record.gezin.ondertekendFormulier,
    lidmaatschap: record.lidmaatschap,
  };
};

describe('receptionFacts (the reception list, issue 9)', () => {
  it('gives each household the same answer as its food desk', async () => {
    const served = await ctx.member();
    const lastWeek = await ctx.member();
    const unsigned = await ctx.member();
    const fresh = await ctx.member();
    await ctx.admin({ method: 'POST', url: `/v1/voeding/klant/${served.mvmnummer}/vandaag`, payload: {} });
    const before = new Date(isoWeekRangeBrussels(new Date()).start.getTime() - 86_400_000).toISOString();
    await ctx.admin({
      method: 'POST',
      url: `/v1/voeding/klant/${lastWeek.mvmnummer}/gekregen/0`,
      payload: { objectID: ctx.item('voeding', 'Voeding').id, datum: before },
    });
    await ctx.t.database.db
      .update(gezin)
      .set({ ondertekendFormulier: false })
      .where(eq(gezin.dossierId, unsigned.ID));

    const members = [served, lastWeek, unsigned, fresh];
    const facts = await receptionFacts(
      ctx.t.database.db,
      await Promise.all(members.map(household)),
      new Date(),
    );
    const answers = new Map([...facts].map(([id, f]) => [id, f.vandaag]));
    expect(answers.get(served.ID)).toMatchObject({ magVandaag: false, redenCode: 'deze-week' });
    expect(answers.get(lastWeek.ID)).toMatchObject({
      magVandaag: true,
      laatste: new Date(before).toISOString(),
    });
    expect(answers.get(unsigned.ID)).toMatchObject({ magVandaag: false, redenCode: 'formulier' });
    expect(answers.get(fresh.ID)).toMatchObject({ magVandaag: true, laatste: null });
    for (const m of members) {
      const desk = (await ctx.admin({ method: 'GET', url: `/v1/voeding/klant/${m.mvmnummer}` })).json();
      expect(answers.get(m.ID)).toEqual(desk.vandaag);
    }
  });

  it('answers nothing for no households', async () => {
    expect((await receptionFacts(ctx.t.database.db, [], new Date())).size).toBe(0);
  });
});
