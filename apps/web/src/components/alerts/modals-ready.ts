let markReady: () => void = () => {};

/**
 * Resolves once the dialogs' host listens for `modals.open…` (app/modals-host.tsx, a chunk loaded beside the
 * first screen). @mantine/modals talks to its host through window events, so an alert sent before the host is
 * there would be lost: alerts wait for this first.
 */
export const modalsReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export const markModalsReady = () => markReady();
