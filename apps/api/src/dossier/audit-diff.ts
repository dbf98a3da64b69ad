const IGNORED = new Set(['UpdatedAt', 'status', 'einddatum', 'gezinsStatus', 'state']);

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const keyOf = (v: unknown, i: number) => (isPlain(v) && typeof v.ID === 'number' ? `[${v.ID}]` : `[${i}]`);

/**
 * Names of the fields that differ between two saved versions ('gezin.huur', 'gezin.leden[12].voornaam'),
 * for the audit log: names only, never values (no national numbers or amounts in the log).
 */
export function changedFields(before: unknown, after: unknown, path = ''): string[] {
  if (isPlain(before) && isPlain(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys]
      .filter((k) => !IGNORED.has(k))
      .flatMap((k) => changedFields(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (Array.isArray(before) && Array.isArray(after) && after.every(isPlain)) {
    const old = new Map(before.map((v, i) => [keyOf(v, i), v]));
    return after.flatMap((v, i) => {
      const key = keyOf(v, i);
      return old.has(key) ? changedFields(old.get(key), v, `${path}${key}`) : [`${path}${key}`];
    });
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [path];
}
