import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dossiers } from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helpers/build';
import { createNamedMember } from '../helpers/households';

let t: TestContext;
const people = [
  ['Sofie', 'Peeters'],
  ['Jan', 'Janssens'],
  ['Mohammed', 'El Amrani'],
  ['Élodie', 'Dubois'],
  ['Zoë', 'Van den Broeck'],
  ['Fatima', 'Öztürk'],
  ['Lotte', 'Maes'],
  ['Pieter', 'Peeters'],
  ['Anna', 'Willems'],
  ['Koen', 'Claes'],
  ['Lisa', 'Goossens'],
  ['Tom', 'Wouters'],
] as const;
const created: { ID: number; mvmnummer: number; rrn: string }[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  for (const [voornaam, achternaam] of people) created.push(await createNamedMember(t, voornaam, achternaam));
  // A one-off case is not a member: never in the member list.
  await t.call(t.adminToken, {
    method: 'POST',
    url: '/v1/punctuelehulp/',
    payload: { gezin: { opmerking: 'brand', leden: [{ voornaam: 'Sofie', achternaam: 'Peeters' }] } },
  });
});
afterAll(() => t.close());

const list = async (query: string, token = t.adminToken) => {
  const res = await t.call(token, { method: 'GET', url: `/v1/leden/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return {
    rows: res.json<{ mvmnummer: number; voornaam: string; achternaam: string }[]>(),
    total: res.headers['num-total-entries'],
  };
};
const names = (rows: { voornaam: string; achternaam: string }[]) =>
  rows.map((r) => `${r.voornaam} ${r.achternaam}`);

describe('GET /v1/leden/ paging and order (spec 2 §9)', () => {
  it('pages 10 by default, newest member number first, total in Num-Total-Entries', async () => {
    const { rows, total } = await list('page=1');
    expect(total).toBe('12');
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.mvmnummer)).toEqual(
      created
        .map((c) => c.mvmnummer)
        .reverse()
        .slice(0, 10),
    );
    expect((await list('page=2')).rows).toHaveLength(2);
    expect((await list('page=3')).rows).toEqual([]);
  });

  it('caps page_size at 100', async () => {
    expect((await list('page=1&page_size=1000')).rows).toHaveLength(12);
  });

  it.each([
    ['MVMNummer asc', (n: number[]) => [...n].sort((a, b) => a - b)],
    ['mvmnummerFormatted desc', (n: number[]) => [...n].sort((a, b) => b - a)],
    ['created asc', (n: number[]) => [...n].sort((a, b) => a - b)],
    ['CreatedAt desc', (n: number[]) => [...n].sort((a, b) => b - a)],
  ])('sorts on %s', async (order, expected) => {
    const { rows } = await list(`page_size=100&order=${encodeURIComponent(order)}`);
    const numbers = rows.map((r) => r.mvmnummer);
    expect(numbers).toEqual(expected(numbers));
  });

  it('sorts on UpdatedAt (Laatste update)', async () => {
    await t.database.db
      .update(dossiers)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(dossiers.id, created[3]!.ID));
    expect((await list('order=updated%20desc')).rows[0]!.mvmnummer).toBe(created[3]!.mvmnummer);
  });

  it('answers 400 in Dutch for an unknown order field', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/v1/leden/?order=naam%20asc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      "Onbekende sortering 'naam asc': gebruik MVMNummer, UpdatedAt of CreatedAt met asc of desc",
    );
  });

  it('answers 400 for a page that is no number', async () => {
    expect((await t.call(t.adminToken, { method: 'GET', url: '/v1/leden/?page=abc' })).statusCode).toBe(400);
  });
});

describe('search (spec 1 §5, issue 3)', () => {
  it.each([
    ['case-insensitive', 'sofie peeters', 'Sofie Peeters'],
    ['accent-insensitive (no accent typed)', 'elodie', 'Élodie Dubois'],
    ['accent-insensitive (accent typed)', 'Öztürk', 'Fatima Öztürk'],
    ['word order', 'Peeters Sofie', 'Sofie Peeters'],
    ['a small typo', 'Mohamed El Amrani', 'Mohammed El Amrani'],
    ['a typo in the last name', 'jannsens', 'Jan Janssens'],
    ['part of a name', 'broeck', 'Zoë Van den Broeck'],
    ['the start of a name, as typed so far', 'goos', 'Lisa Goossens'],
    ['the inner part of a name', 'outers', 'Tom Wouters'],
  ])('finds by name: %s', async (_rule, search, expected) => {
    const { rows } = await list(`search=${encodeURIComponent(search)}`);
    expect(names(rows)[0]).toBe(expected);
  });

  it('puts the best match first', async () => {
    const { rows } = await list('search=peeters%20pieter');
    expect(names(rows)).toEqual(['Pieter Peeters', 'Sofie Peeters'].slice(0, rows.length));
    expect(names(rows)[0]).toBe('Pieter Peeters');
  });

  it('ranks names holding every word as typed: a whole word, then the start of a word, then an inner part', async () => {
    expect(names((await list('search=el')).rows)).toEqual(['Mohammed El Amrani', 'Élodie Dubois']);
    // Within a tier the shorter name (fewer other letters) comes first, then the list's order.
    expect(names((await list('search=an')).rows)).toEqual([
      'Anna Willems',
      'Jan Janssens',
      'Zoë Van den Broeck',
      'Mohammed El Amrani',
    ]);
  });

  it('finds nothing for an unrelated name', async () => {
    expect((await list('search=xyzzyq')).total).toBe('0');
  });

  it('finds a member number exactly (MVM123 and 123)', async () => {
    const target = created[5]!;
    for (const search of [`MVM${target.mvmnummer}`, String(target.mvmnummer)]) {
      const { rows, total } = await list(`search=${search}`);
      expect(total).toBe('1');
      expect(rows[0]!.mvmnummer).toBe(target.mvmnummer);
    }
  });

  it('finds a national number exactly, typed or formatted, and by the rijksregisternummer parameter', async () => {
    const target = created[2]!;
    const formatted = `${target.rrn.slice(0, 2)}.${target.rrn.slice(2, 4)}.${target.rrn.slice(4, 6)}-${target.rrn.slice(6, 9)}.${target.rrn.slice(9)}`;
    for (const query of [
      `search=${target.rrn}`,
      `search=${encodeURIComponent(formatted)}`,
      `rijksregisternummer=${target.rrn}`,
    ]) {
      const { rows, total } = await list(query);
      expect(total, query).toBe('1');
      expect(rows[0]!.mvmnummer).toBe(target.mvmnummer);
    }
    expect((await list('rijksregisternummer=85073099999')).total).toBe('0');
  });

  it('answers the first 10 best matches on /v1/lid/search', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/v1/lid/search?search=peters' });
    expect(res.statusCode).toBe(200);
    expect(names(res.json()).slice(0, 2).sort()).toEqual(['Pieter Peeters', 'Sofie Peeters']);
    const all = await t.call(t.adminToken, { method: 'GET', url: '/v1/lid/search' });
    expect(all.json()).toHaveLength(10);
  });

  it('shows rows with the derived status to a user without /v1/gevoelig', async () => {
    const token = await t.userWithRole(['GET'], ['/v1/leden/*', '/v1/leden']);
    const { rows } = await list('search=MVM' + created[0]!.mvmnummer, token);
    expect(rows[0]).toMatchObject({ status: 'Actief', voornaam: 'Sofie', einddatum: expect.any(String) });
    expect(JSON.stringify(rows)).not.toContain(created[0]!.rrn);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call(null, { method: 'GET', url: '/v1/leden/' })).statusCode).toBe(401);
  });
});
