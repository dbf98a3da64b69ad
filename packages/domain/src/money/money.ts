const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

/**
 * UX.md: amounts on screen read '€ 1.519,58'. Intl (nl-BE) puts a no-break space after the euro
 * sign, and some ICU versions a narrow one; both become a plain space so the text is the same in
 * every browser, in Node and in tests. Negative amounts read '€ -12,50'.
 */
export function formatEuro(amount: number): string {
  return euro
    .formatToParts(amount)
    .map((part) => (part.type === 'literal' ? part.value.replace(/[\u00a0\u202f]/g, ' ') : part.value))
    .join('');
}

/**
 * spec 1 §2: household lines are cut at 50 characters; spec 2 §2: soap-house lines at 45
 * (42 plus '...'). The result is never longer than `max`; characters are counted as the eye
 * sees them (an accented letter or emoji is one).
 */
export function truncateLine(text: string, max: number, ellipsis = '...'): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const keep = Math.max(max - ellipsis.length, 0);
  return chars.slice(0, keep).join('') + ellipsis.slice(0, max - keep);
}
