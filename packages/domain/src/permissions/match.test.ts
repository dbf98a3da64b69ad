import { describe, expect, it } from 'vitest';
import { endpointMatches, isAllowed } from './match';

describe('endpointMatches', () => {
  it.each([
    ['*', '/v1/lid/12', true],
    ['/v1/materiaal/*', '/v1/materiaal/klant', true],
    ['/v1/materiaal/*', '/v1/materiaal/klant/MVM1/gekregen/3', true],
    ['/v1/materiaal/*', '/v1/materiaal', true],
    ['/v1/materiaal/*', '/v1/voeding/klant', false],
    ['/v1/evenementen/*', '/v1/evenementen/', true],
    ['/v1/leden/', '/v1/leden', true],
    ['/v1/leden', '/v1/leden/', true],
    ['/v1/lid/*/gezinslid', '/v1/lid/MVM7/gezinslid', true],
    ['/v1/lid/*/gezinslid', '/v1/lid/MVM7/lidmaatschap', false],
    ['/v1/markten/scan/*', '/v1/markten/', false],
    ['/v1/a.b', '/v1/aXb', false],
    ['/v1/onthaal/klant', '/v1/onthaal/klant?x=1', true],
  ])('pattern %s against %s is %s', (pattern, path, expected) => {
    expect(endpointMatches(pattern, path)).toBe(expected);
  });
});

describe('isAllowed', () => {
  const voeding = { verbs: ['GET', 'POST'], endpoints: ['/v1/voeding/*', '/v1/lid/*'] };
  it('is false for every check without a stored user', () => {
    expect(isAllowed(null, 'GET', '/v1/voeding/klant')).toBe(false);
    expect(isAllowed([], 'GET', '/v1/voeding/klant')).toBe(false);
  });
  it('needs the verb and a matching pattern in the same role', () => {
    expect(isAllowed([voeding], 'GET', '/v1/voeding/klant')).toBe(true);
    expect(isAllowed([voeding], 'post', '/v1/voeding/klant/MVM3')).toBe(true);
    expect(isAllowed([voeding], 'DELETE', '/v1/voeding/klant/MVM3/gekregen/1')).toBe(false);
    expect(isAllowed([voeding], 'GET', '/v1/materiaal/klant')).toBe(false);
  });
  it('does not combine the verb of one role with the pattern of another', () => {
    const roles = [
      { verbs: ['DELETE'], endpoints: ['/v1/markten/*'] },
      { verbs: ['GET'], endpoints: ['/v1/lid/*'] },
    ];
    expect(isAllowed(roles, 'DELETE', '/v1/lid/3')).toBe(false);
    expect(isAllowed(roles, 'DELETE', '/v1/markten/3')).toBe(true);
  });
  it('accepts * as every verb', () => {
    expect(isAllowed([{ verbs: ['*'], endpoints: ['*'] }], 'DELETE', '/v1/beheer/gebruikers/3')).toBe(true);
  });
});
