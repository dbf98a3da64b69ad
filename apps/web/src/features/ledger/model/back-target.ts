/** Where 'Terug' goes: the search the household was opened from (its text kept), else the area's search. */
export function backTarget(state: unknown, fallback: string): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from.startsWith(fallback) ? state.from : fallback;
  }
  return fallback;
}
