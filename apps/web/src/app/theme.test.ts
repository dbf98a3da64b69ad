import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { blend, contrastRatio } from './contrast';
import { ACCESSIBLE_SHADES, PAGE_BACKGROUND_LIGHT, theme } from './theme';

const WHITE = '#ffffff';
const AA = 4.5;
const primaryShade = 7; // theme.primaryShade.light: Mantine tints light backgrounds with it.

// The palettes as the app gets them: Mantine's defaults with the theme's own on top.
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const palette = (color: string) => {
  const shades = merged.colors[color];
  if (!shades) throw new Error(`no palette ${color}`);
  return shades;
};

// Every colour the app uses for text or behind white text, on white cards and on the warm page.
const pairs = Object.entries(ACCESSIBLE_SHADES).flatMap(([color, { text, filled }]) => {
  const shades = palette(color);
  // Mantine's light variant: the primary shade at 10 % (12 % on hover) over what is behind it.
  const tint = (alpha: number, behind: string) => blend(shades[primaryShade], alpha, behind);
  return [
    [`${color} text on white`, shades[text]!, WHITE],
    [`${color} text on the page`, shades[text]!, PAGE_BACKGROUND_LIGHT],
    [`${color} light variant on white`, shades[text]!, tint(0.12, WHITE)],
    [`${color} light variant on the page`, shades[text]!, tint(0.12, PAGE_BACKGROUND_LIGHT)],
    [`white on ${color} filled`, WHITE, shades[filled]!],
    [`white on ${color} filled, hovered`, WHITE, shades[Math.min(filled + 1, 9)]!],
  ] as const;
});

describe('theme colours reach WCAG AA (issue 14)', () => {
  it.each(pairs)('%s', (_, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA);
  });

  it('computes the ratios WCAG gives', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    // The measurement of the old light variant: #b0532f on #f7eeea.
    expect(contrastRatio('#b0532f', '#f7eeea')).toBeCloseTo(4.45, 2);
  });
});
