/**
 * The value, or an error that names it: for a value the code knows is there (the row an
 * INSERT … RETURNING just wrote, an index inside the array's bounds), where a `!` would turn a broken
 * assumption into an `undefined` further down.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, got ${String(value)}`);
  return value;
}
