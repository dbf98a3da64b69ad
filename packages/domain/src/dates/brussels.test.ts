import { describe, expect, it } from 'vitest';
import {
  endOfDayBrussels,
  formatDateBE,
  formatDateTimeBE,
  isoWeekRangeBrussels,
  monthRangeBrussels,
  parseDateInput,
  startOfDayBrussels,
  toIsoDate,
} from './brussels';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('day bounds in Brussels', () => {
  it.each([
    [
      'winter day starts at 23:00 UTC the day before',
      '2025-01-15T12:00:00Z',
      '2025-01-14T23:00:00.000Z',
      '2025-01-15T22:59:59.999Z',
    ],
    [
      'summer day starts at 22:00 UTC the day before',
      '2025-07-15T12:00:00Z',
      '2025-07-14T22:00:00.000Z',
      '2025-07-15T21:59:59.999Z',
    ],
    [
      'spring-forward day (30/03/2025) is 23 hours long',
      '2025-03-30T12:00:00Z',
      '2025-03-29T23:00:00.000Z',
      '2025-03-30T21:59:59.999Z',
    ],
    [
      'fall-back day (26/10/2025) is 25 hours long',
      '2025-10-26T12:00:00Z',
      '2025-10-25T22:00:00.000Z',
      '2025-10-26T22:59:59.999Z',
    ],
    [
      '23:30 UTC already belongs to the next Brussels day',
      '2025-01-15T23:30:00Z',
      '2025-01-15T23:00:00.000Z',
      '2025-01-16T22:59:59.999Z',
    ],
  ])('%s', (_rule, now, start, end) => {
    expect(iso(startOfDayBrussels(new Date(now)))).toBe(start);
    expect(iso(endOfDayBrussels(new Date(now)))).toBe(end);
  });

  it('answers the same when asked again, with a Date of its own each time (the answers are remembered)', () => {
    const asked = '2025-03-30T12:00:00Z';
    const first = startOfDayBrussels(asked);
    first.setUTCFullYear(1999); // a caller changing its Date must not change the remembered answer
    expect(iso(startOfDayBrussels(asked))).toBe('2025-03-29T23:00:00.000Z');
    expect(iso(startOfDayBrussels(new Date(asked).getTime()))).toBe('2025-03-29T23:00:00.000Z');
    expect(iso(endOfDayBrussels(asked))).toBe('2025-03-30T21:59:59.999Z');
    expect(endOfDayBrussels('geen datum').getTime()).toBeNaN();
  });
});

describe('this week and this month (DESIGN.md)', () => {
  it.each([
    [
      'a Wednesday belongs to Monday..Sunday',
      '2025-01-15T12:00:00Z',
      '2025-01-12T23:00:00.000Z',
      '2025-01-19T22:59:59.999Z',
    ],
    [
      'Sunday evening is still the same week',
      '2025-01-19T22:30:00Z',
      '2025-01-12T23:00:00.000Z',
      '2025-01-19T22:59:59.999Z',
    ],
    [
      'Sunday 23:30 UTC is Monday in Brussels: the next week',
      '2025-01-19T23:30:00Z',
      '2025-01-19T23:00:00.000Z',
      '2025-01-26T22:59:59.999Z',
    ],
    [
      'the week across the spring change',
      '2025-03-28T12:00:00Z',
      '2025-03-23T23:00:00.000Z',
      '2025-03-30T21:59:59.999Z',
    ],
  ])('week: %s', (_rule, now, start, end) => {
    const range = isoWeekRangeBrussels(new Date(now));
    expect([iso(range.start), iso(range.end)]).toEqual([start, end]);
  });

  it.each([
    [
      'October ends after the fall-back',
      '2025-10-10T12:00:00Z',
      '2025-09-30T22:00:00.000Z',
      '2025-10-31T22:59:59.999Z',
    ],
    [
      '1 March 00:30 Brussels is in March',
      '2025-02-28T23:30:00Z',
      '2025-02-28T23:00:00.000Z',
      '2025-03-31T21:59:59.999Z',
    ],
  ])('month: %s', (_rule, now, start, end) => {
    const range = monthRangeBrussels(new Date(now));
    expect([iso(range.start), iso(range.end)]).toEqual([start, end]);
  });
});

describe('formatting in Brussels', () => {
  it.each([
    [
      'shows the Brussels day, not the UTC day',
      '2025-01-15T23:30:00Z',
      '16/01/2025',
      '16/01/2025 00:30',
      '2025-01-16',
    ],
    ['summer time is UTC+2', '2025-07-01T21:59:00Z', '01/07/2025', '01/07/2025 23:59', '2025-07-01'],
  ])('%s', (_rule, input, be, beTime, isoDate) => {
    expect(formatDateBE(new Date(input))).toBe(be);
    expect(formatDateTimeBE(input)).toBe(beTime);
    expect(toIsoDate(input)).toBe(isoDate);
  });

  it.each([
    ['a date-only value as that day', '2024-03-05', '05/03/2024'],
    ['a summer instant late in the evening as the next Brussels day', '2024-07-31T22:30:00Z', '01/08/2024'],
    ['dd/MM/yyyy text as that day', '05/03/2024', '05/03/2024'],
    ['nothing as empty', null, ''],
    ['empty text as empty', '', ''],
    ['an invalid value as empty', 'geen datum', ''],
  ])('formatDateBE shows %s', (_case, input, expected) => {
    expect(formatDateBE(input)).toBe(expected);
    expect(formatDateTimeBE(input).slice(0, 10)).toBe(expected);
  });
});

describe('parseDateInput (spec 2 §5: yyyy-MM-dd or dd/MM/yyyy)', () => {
  it.each([
    ['yyyy-MM-dd is Brussels midnight', '2025-07-01', '2025-06-30T22:00:00.000Z'],
    ['dd/MM/yyyy is Brussels midnight', '01/07/2025', '2025-06-30T22:00:00.000Z'],
    ['d/M/yyyy is accepted too', '1/7/2025', '2025-06-30T22:00:00.000Z'],
    ['winter date', '15/01/2025', '2025-01-14T23:00:00.000Z'],
    ['full ISO with Z keeps its instant', '2025-07-01T10:00:00.000Z', '2025-07-01T10:00:00.000Z'],
    ['full ISO with offset keeps its instant', '2025-07-01T10:00:00+02:00', '2025-07-01T08:00:00.000Z'],
    ['ISO time without offset is Brussels time', '2025-07-01T10:00:00', '2025-07-01T08:00:00.000Z'],
    ['surrounding spaces are ignored', ' 2025-07-01 ', '2025-06-30T22:00:00.000Z'],
    ['an impossible day is refused', '30/02/2025', null],
    ['an impossible ISO day is refused', '2025-02-30', null],
    ['a two-digit year is refused', '01/07/25', null],
    ['text is refused', 'gisteren', null],
    ['empty is null', '', null],
  ])('%s', (_rule, input, expected) => {
    expect(iso(parseDateInput(input))).toBe(expected);
  });
});
