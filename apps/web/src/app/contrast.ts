// WCAG 2.1 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), for the theme's colour checks.
type Rgb = [number, number, number];

const rgb = (hex: string): Rgb => {
  const value = hex.replace('#', '');
  const channel = (i: number) => parseInt(value.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4)];
};

const mapRgb = ([r, g, b]: Rgb, f: (channel: number) => number): Rgb => [f(r), f(g), f(b)];

const toHex = (channels: Rgb) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = mapRgb(rgb(hex), (c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [luminance(foreground), luminance(background)];
  const [light, dark] = [Math.max(a, b), Math.min(a, b)];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` at `alpha` over an opaque `background`, as the browser paints Mantine's light tints. */
export function blend(color: string, alpha: number, background: string): string {
  const [r, g, b] = rgb(background);
  const over = (top: number, bottom: number) => top * alpha + bottom * (1 - alpha);
  const [tr, tg, tb] = rgb(color);
  return toHex([over(tr, r), over(tg, g), over(tb, b)]);
}
