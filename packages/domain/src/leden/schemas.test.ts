import { describe, expect, it } from 'vitest';
import { dossierSaveSchema, gezinslidSaveSchema, ledenQuerySchema, lidParamsSchema } from './schemas';

describe('household wire schemas', () => {
  // prettier-ignore
  it.each([
    ['nationality as JSON text', { nationaliteit: '["België","Marokko"]' }, 'nationaliteit', ['België', 'Marokko']],
    ['nationality as a list', { nationaliteit: ['België'] }, 'nationaliteit', ['België']],
    ['year 1 is an unknown birth date', { geboortedatum: '0001-01-01T00:00:00Z' }, 'geboortedatum', null],
    ['a birth date as dd/MM/yyyy', { geboortedatum: '02/04/1990' }, 'geboortedatum', '1990-04-02'],
    ['gender in any case', { geslacht: 'vrouw' }, 'geslacht', 'Vrouw'],
    ['type defaults to ouder', {}, 'type', 'ouder'],
    ['a formatted national number becomes digits', { rijksregisterNummer: '85.07.30-033.28' }, 'rijksregisterNummer', '85073003328'],
  ])('reads %s', (_rule, input, field, expected) => {
    expect(gezinslidSaveSchema.parse(input)[field as 'type']).toEqual(expected);
  });

  it('refuses an unknown field', () => {
    expect(dossierSaveSchema.safeParse({ gezin: {}, geheim: 1 }).success).toBe(false);
    expect(dossierSaveSchema.safeParse({ gezin: { leden: [{ x: 1 }] } }).success).toBe(false);
  });

  it('accepts a dossier as the API sent it back', () => {
    const parsed = dossierSaveSchema.parse({
      ID: 1,
      mvmnummer: 5,
      status: 'Actief',
      einddatum: null,
      postcode: '2000',
      dag: 'dinsdag',
      gezin: { ID: 1, gezinsStatus: { type: 'Eenoudergezin', kinderen: 0 }, huur: '12,50', postcode: 2000 },
    });
    expect(parsed.dag).toBe('Dinsdag');
    expect(parsed.gezin.postcode).toBe('2000');
    expect(parsed.gezin.typeVoeding).toBe('Gewoon');
  });

  it.each([
    ['page_size is capped at 100', { page_size: '500' }, { page: 1, page_size: 100 }],
    ['defaults', {}, { page: 1, page_size: 10 }],
  ])('%s', (_rule, query, expected) => {
    expect(ledenQuerySchema.parse(query)).toMatchObject(expected);
  });

  it.each([
    ['MVM123', 123],
    ['123', 123],
    ['mvm7', 7],
  ])('reads the member number %s', (id, n) => {
    expect(lidParamsSchema.parse({ id }).id).toBe(n);
  });
  it.each(['0', 'mvm 7', ' 1', '1e0', '0x1', '2147483648'])('refuses the member number %j in a path', (id) =>
    expect(lidParamsSchema.safeParse({ id }).success).toBe(false),
  );
});
