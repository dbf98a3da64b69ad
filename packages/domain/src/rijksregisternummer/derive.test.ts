import { describe, expect, it } from 'vitest';
import { rederiveFromRrn } from './derive';
import { rrnWithChecksum } from './rrn';

const NOW = new Date('2025-11-27T10:00:00Z');
const WOMAN_1988 = rrnWithChecksum('1988-03-21', 42); // even: Vrouw
const MAN_1990 = rrnWithChecksum('1990-07-04', 17); // odd: Man
const MAN_2005 = rrnWithChecksum('2005-01-09', 3);

describe('rederiveFromRrn (spec 2 §5, issue 27: a second valid number fills again)', () => {
  it.each([
    [
      'empty fields take the first number',
      { geboortedatum: null, geslacht: null },
      '',
      WOMAN_1988,
      { geboortedatum: '1988-03-21', geslacht: 'Vrouw' },
    ],
    [
      'fields derived from the first number follow a second one',
      { geboortedatum: '1988-03-21', geslacht: 'Vrouw' },
      WOMAN_1988,
      MAN_1990,
      { geboortedatum: '1990-07-04', geslacht: 'Man' },
    ],
    [
      'the century follows the checksum',
      { geboortedatum: '1990-07-04', geslacht: 'Man' },
      MAN_1990,
      MAN_2005,
      { geboortedatum: '2005-01-09' },
    ],
    [
      'a birth date typed by hand stays',
      { geboortedatum: '1988-03-22', geslacht: 'Vrouw' },
      WOMAN_1988,
      MAN_1990,
      { geslacht: 'Man' },
    ],
    [
      'a gender chosen by hand stays',
      { geboortedatum: '1988-03-21', geslacht: 'Man' },
      WOMAN_1988,
      MAN_1990,
      { geboortedatum: '1990-07-04' },
    ],
    [
      'loaded values without a previous number stay',
      { geboortedatum: '1970-01-01', geslacht: 'Vrouw' },
      '',
      MAN_1990,
      {},
    ],
    [
      'an invalid new number changes nothing',
      { geboortedatum: '1988-03-21', geslacht: 'Vrouw' },
      WOMAN_1988,
      '90070401799',
      {},
    ],
    [
      'the same number again changes nothing',
      { geboortedatum: '1988-03-21', geslacht: 'Vrouw' },
      WOMAN_1988,
      WOMAN_1988,
      {},
    ],
    [
      'a formatted number counts as its digits',
      { geboortedatum: null, geslacht: null },
      '',
      `${MAN_1990.slice(0, 2)}.${MAN_1990.slice(2, 4)}.${MAN_1990.slice(4, 6)}-${MAN_1990.slice(6, 9)}.${MAN_1990.slice(9)}`,
      { geboortedatum: '1990-07-04', geslacht: 'Man' },
    ],
  ])('%s', (_name, current, previous, next, expected) => {
    expect(rederiveFromRrn(current, previous, next, NOW)).toEqual(expected);
  });
});
