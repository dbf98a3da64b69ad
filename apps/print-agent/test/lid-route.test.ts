import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLidkaart } from '../src/templates/lidkaart';
import { DEFAULT_LAYOUT } from '../src/templates/layout';
import { lidkaart, PRINTED_AT, startAgent, type TestAgent } from './helpers/agent';

let agent: TestAgent;
beforeAll(async () => {
  agent = await startAgent();
});
afterAll(() => agent.close());

const post = (payload: string, contentType = 'application/json') =>
  agent.app.inject({ method: 'POST', url: '/lid', headers: { 'content-type': contentType }, payload });

describe('POST /lid in preview mode', () => {
  it('answers ok and writes the ticket as .bin (exact bytes) and .txt (readable)', async () => {
    const res = await post(JSON.stringify(lidkaart));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', message: 'Lidkaart afgedrukt' });

    const dir = path.join(agent.dataDir, 'print-preview');
    const files = await readdir(dir);
    const bin = files.find((f) => /^\d{8}T\d{9}Z-lid\.bin$/.test(f));
    expect(bin).toBeDefined();
    expect(files).toContain(bin!.replace(/\.bin$/, '.txt'));

    const expected = renderLidkaart({ ...lidkaart, printedAt: PRINTED_AT }, DEFAULT_LAYOUT);
    expect(new Uint8Array(await readFile(path.join(dir, bin!)))).toEqual(expected);
    const text = await readFile(path.join(dir, bin!.replace(/\.bin$/, '.txt')), 'utf8');
    expect(text).toContain('Zoë Hénaut');
    expect(text).toContain('[streepjescode CODE128: MVM12]');
    expect(text).toContain('Afgedrukt op 14/03/2025');
  });

  it('trims the names it prints', async () => {
    const res = await post(JSON.stringify({ mvmNummer: 'MVM7', voornaam: '  Anna ', naam: ' Peeters ' }));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"mvmNummer": "MVM12",', 'De gegevens zijn geen geldige JSON'],
    ['an empty body', '', 'De gegevens ontbreken'],
    ['an array', '[]', 'De gegevens moeten een JSON-object zijn'],
    ['null', 'null', 'De gegevens moeten een JSON-object zijn'],
    ['an unknown field', JSON.stringify({ ...lidkaart, adres: 'x' }), 'Onbekend veld: adres'],
    ['a number as MVM number', JSON.stringify({ ...lidkaart, mvmNummer: 12 }), 'MVM-nummer moet tekst zijn'],
    [
      'a number without MVM',
      JSON.stringify({ ...lidkaart, mvmNummer: '12' }),
      'MVM-nummer moet de vorm MVM123',
    ],
    ['a name as object', JSON.stringify({ ...lidkaart, naam: { a: 1 } }), 'Naam moet tekst zijn'],
    ['a missing name', JSON.stringify({ mvmNummer: 'MVM12', voornaam: 'Zoë' }), 'Naam ontbreekt'],
    ['a missing MVM number', JSON.stringify({ voornaam: 'Zoë', naam: 'X' }), 'MVM-nummer ontbreekt'],
    ['a blank name', JSON.stringify({ ...lidkaart, naam: '   ' }), 'Naam is niet ingevuld'],
    ['a too long name', JSON.stringify({ ...lidkaart, naam: 'x'.repeat(101) }), 'Naam is te lang'],
  ])('refuses %s with a Dutch 400', async (_case, payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ status: string; message: string; error: string }>();
    expect(body.status).toBe('error');
    expect(body.message).toContain(message);
    expect(body.error).toBe(body.message);
  });

  it('refuses a body over 64 KB with a Dutch message', async () => {
    const res = await post(JSON.stringify({ ...lidkaart, naam: 'x'.repeat(70 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', message: 'De gegevens zijn te groot' });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await post('naam=x', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 'error' });
  });
});
