import { useEffect, type RefObject } from 'react';

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * UX.md "scanning a card anywhere on a search screen searches": printable keys typed while no field
 * has focus (and no dialog is open) go to the given input, which then takes the focus for the rest.
 */
export function useTypingCapture(
  inputRef: RefObject<HTMLInputElement | null>,
  enabled: boolean,
  append: (text: string) => void,
): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length !== 1) return;
      const active = document.activeElement;
      if (active instanceof Element && active.closest(EDITABLE)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      const input = inputRef.current;
      if (!input) return;
      event.preventDefault();
      input.focus();
      append(event.key);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, inputRef, append]);
}
