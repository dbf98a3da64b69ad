import { describe, expect, it } from 'vitest';
import { MONEY_FIELDS } from '../household/types';
import { canSeeSensitive, SENSITIVE_GEZIN_FIELDS } from './sensitive';

describe('sensitive fields (DESIGN.md, issue 12)', () => {
  it('cover every amount, its niet-bekend flag, debt mediation, the finance remark and residence status', () => {
    const expected = [
      ...MONEY_FIELDS,
      ...MONEY_FIELDS.map((f) => `${f}NietBekend`),
      'inSchuldbemiddeling',
      'opmerkingFinancieel',
      'verblijfsvergunning',
    ];
    expect([...SENSITIVE_GEZIN_FIELDS].sort()).toEqual(expected.sort());
  });

  it('are a right of GET /v1/gevoelig', () => {
    expect(canSeeSensitive([{ verbs: ['GET'], endpoints: ['/v1/gevoelig'] }])).toBe(true);
    expect(canSeeSensitive([{ verbs: ['GET'], endpoints: ['/v1/lid/*'] }])).toBe(false);
    expect(canSeeSensitive(null)).toBe(false);
  });
});
