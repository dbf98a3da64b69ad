import { describe, expect, it } from 'vitest';
import { accessOf, areasOf, fitsSimpleForm, ROLE_AREAS, withArea } from './role-areas';

const area = (label: string) => ROLE_AREAS.find((a) => a.label === label)!;

describe('the role editor in areas and actions (issue 27 item 15)', () => {
  it.each([
    [['GET'], 'bekijken'],
    [['get'], 'bekijken'],
    [['GET', 'POST', 'PUT', 'DELETE'], 'wijzigen'],
    [['DELETE', 'GET', 'PUT', 'POST'], 'wijzigen'],
    [['GET', 'POST'], null],
    [['*'], null],
  ])('%j is %s', (verbs, expected) => {
    expect(accessOf(verbs)).toBe(expected);
  });

  it('switches an area on and off, keeping a path another chosen area needs', () => {
    const leden = withArea([], area('Leden'), true);
    expect(leden).toEqual(['/v1/leden/*', '/v1/lid/*']);
    const both = withArea(leden, area('Markten'), true);
    expect(areasOf(both).map((a) => a.label)).toEqual(['Leden', 'Markten']);
    expect(withArea(both, area('Leden'), false)).toEqual(['/v1/markten/*', '/v1/markt/*']);
    // 'Markt scannen' lies inside /v1/markten/* but is its own path: switching Markten off keeps it.
    const scan = withArea(both, area('Markt scannen'), true);
    expect(withArea(scan, area('Markten'), false)).toContain('/v1/markten/scan/*');
  });

  it.each([
    [
      'the demo food desk',
      ['GET', 'POST', 'PUT', 'DELETE'],
      ['/v1/voeding/*', '/v1/dashboard/voeding/*'],
      true,
    ],
    [
      'a read-only role of two areas',
      ['GET'],
      ['/v1/leden/*', '/v1/lid/*', '/v1/markten/*', '/v1/markt/*'],
      true,
    ],
    ['a path of no area', ['GET'], ['/v1/leden/*', '/v1/lid/*', '/v1/iets/*'], false],
    ['half an area', ['GET'], ['/v1/leden/*'], false],
    ['verbs no access says', ['GET', 'POST'], ['/v1/voeding/*', '/v1/dashboard/voeding/*'], false],
    ['everything', ['*'], ['*'], false],
    ['a new role', [], [], true],
  ])('%s fits the simple form: %s', (_label, verbs, endpoints, expected) => {
    expect(fitsSimpleForm(verbs, endpoints)).toBe(expected);
  });
});
