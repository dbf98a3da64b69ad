/**
 * Issue 24 (CSV formula injection, OWASP "CSV Injection"): a spreadsheet opening a CSV runs a cell that starts
 * with `=`, `+`, `-` or `@` as a formula (`=HYPERLINK(…)`, `=cmd|…`), and a name or a phone number typed at a
 * desk ends up in the exports. Such a text cell gets a leading single quote, so it is shown, never run.
 *
 * Decided (docs/security.md): every text is treated alike, also one that looks like a number ("-5" as text
 * becomes "'-5"); a number the product computes (a count) stays a number, since the spreadsheet reads "-3" as
 * the number -3, not as a formula. Beyond OWASP's list, a cell that starts with a line feed or with spaces
 * before a trigger, and the full-width forms of the triggers, are neutralised too: a spreadsheet that trims
 * spaces or folds full-width signs on import would otherwise run them, and the quote costs nothing.
 */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

export function spreadsheetSafeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A number cell: a finite number stays a number; NaN or an infinity is written as (safe) text. */
export function spreadsheetSafeNumber(value: number): string {
  return Number.isFinite(value) ? String(value) : spreadsheetSafeText(String(value));
}
