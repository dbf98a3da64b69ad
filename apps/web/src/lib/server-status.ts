import { useSyncExternalStore } from 'react';

/**
 * Issue 27: whether the server answered the last call. A call that gets no answer (or a proxy's 502/503/504)
 * marks it unreachable; any other answer marks it reachable again. The signed-in shell shows a banner while it
 * is unreachable and the session check asks more often: an outage is not a failed session.
 */
let reachable = true;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (reachable === value) return;
  reachable = value;
  listeners.forEach((listener) => listener());
}

/** Answers that mean the server itself could not be reached behind a proxy. */
const GATEWAY_ERRORS = new Set([502, 503, 504]);

export function noteServerAnswer(status: number): void {
  set(!GATEWAY_ERRORS.has(status));
}

export function noteServerUnreachable(): void {
  set(false);
}

export const isServerReachable = () => reachable;

/** fetch's own failure (no connection, refused, reset), not a cancelled call. */
export const isNetworkError = (err: unknown): boolean =>
  err instanceof TypeError || (err instanceof DOMException && err.name === 'NetworkError');

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServerReachable(): boolean {
  return useSyncExternalStore(subscribe, isServerReachable, () => true);
}
