import { describe, expect, it } from 'vitest';
import { isPeriodClash } from '../../src/ledger/period-clash';

describe("isPeriodClash (the unique index's refusal becomes the rule's message)", () => {
  const clash = { code: '23505', constraint: 'gekregen_dossier_periode_uq' };
  it.each([
    ['node-postgres error', clash, true],
    ['wrapped by drizzle (cause)', { message: 'Failed query', cause: clash }, true],
    [
      'PGlite spelling of the constraint',
      { code: '23505', constraint_name: 'gekregen_dossier_periode_uq' },
      true,
    ],
    ['another unique index', { code: '23505', constraint: 'users_username_key' }, false],
    ['another error', { code: '40P01' }, false],
    ['not an object', undefined, false],
  ])('%s', (_case, error, expected) => {
    expect(isPeriodClash(error)).toBe(expected);
  });
});
