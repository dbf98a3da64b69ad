// WCAG 2.1 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), for the theme's colour checks.
type Rgb = [number, number, number];

const rgb = (hex: string): Rgb => {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
};

const toHex = (channels: Rgb) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` at `alpha` over an opaque `background`, as the browser paints Mantine's light tints. */
export function blend(color: string, alpha: number, background: string): string {
  const top = rgb(color);
  const bottom = rgb(background);
  return toHex(top.map((c, i) => c * alpha + bottom[i]! * (1 - alpha)) as Rgb);
}
