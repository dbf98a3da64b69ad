/**
 * Issue 27: a double click on a button that acts (save, confirm, delete, print) acts once, on every screen. The
 * browser counts the clicks of a double click in `event.detail`: the second one (detail 2, and a triple
 * click's third) is dropped before React sees it, as are the repeats of a held Enter. Buttons also show
 * `loading` while their call runs; this covers the moment before that renders. Controls where a second click
 * is meant (a calendar's days and arrows, tabs, accordions, pagers) are not action buttons and keep it.
 */
export const ACTION_BUTTONS = [
  '.mantine-Button-root',
  '.mantine-ActionIcon-root',
  '.mantine-Menu-item',
  'button[type="submit"]',
  'input[type="submit"]',
].join(', ');

const actionButtonOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest(ACTION_BUTTONS) : null;

/** Installs the guard on `root` (the document); returns its removal. */
export function installRepeatedClickGuard(root: Document | HTMLElement = document): () => void {
  const onClick = (event: Event) => {
    if (!(event instanceof MouseEvent) || event.detail < 2 || !actionButtonOf(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onKeyDown = (event: Event) => {
    if (!(event instanceof KeyboardEvent) || !event.repeat || event.key !== 'Enter') return;
    const target = event.target;
    // A held Enter on a button, or in a form's field (each repeat would submit the form again).
    const submitsForm = target instanceof HTMLInputElement && target.form !== null;
    if (!actionButtonOf(target) && !submitsForm) return;
    event.preventDefault();
    if (!submitsForm) event.stopImmediatePropagation();
  };
  // Capture phase on the root: before React's own listeners on the app's container.
  root.addEventListener('click', onClick, true);
  root.addEventListener('keydown', onKeyDown, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('keydown', onKeyDown, true);
  };
}
