let markReady: () => void = () => {};
let wanted = false;
const listeners = new Set<() => void>();

/**
 * The dialogs of `modals.open…` are rendered by a host in a chunk of its own (app/modals-host.tsx: Mantine's
 * Modal brings ScrollArea and Floating UI, ~26 kB gzip the login screen does not need). The host is loaded the
 * first time a dialog is wanted — an alert, a confirmation, or the signed-in shell, which asks for it at once —
 * and @mantine/modals talks to it through window events, so a dialog waits until the host listens.
 */
export const modalsReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the host once it listens. */
export const markModalsReady = () => markReady();

/** Loads the host (once). */
export function wantModals(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const modalsWanted = () => wanted;
export function subscribeModalsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens a dialog through @mantine/modals once its host is there. */
export function withModals(open: () => void): void {
  wantModals();
  void modalsReady.then(open);
}
