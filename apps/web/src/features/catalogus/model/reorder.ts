/**
 * The IDs of a list after moving one entry a place up (-1) or down (+1), for PUT …/volgorde; null when it
 * is already first or last (the button is disabled then).
 */
export function moved(ids: readonly number[], id: number, step: -1 | 1): number[] | null {
  const from = ids.indexOf(id);
  const neighbour = ids[from + step];
  if (from < 0 || neighbour === undefined) return null;
  const next = [...ids];
  next[from] = neighbour;
  next[from + step] = id;
  return next;
}
