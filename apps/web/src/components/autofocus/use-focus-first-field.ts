import { useEffect, type RefObject } from 'react';

const FIELDS = 'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled)';

/**
 * Issue 27 (UX.md principle 1): a new record's form opens with the focus in its first field, as its dialogs
 * do — the field marked `data-autofocus` (Mantine's modal marker), else the first enabled field. Once, when
 * `enabled` first holds; a focus the user already placed inside the form is left alone.
 */
export function useFocusFirstField(container: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const root = container.current;
    if (!enabled || !root || root.contains(document.activeElement)) return;
    const field =
      root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>(FIELDS);
    field?.focus();
  }, [container, enabled]);
}
