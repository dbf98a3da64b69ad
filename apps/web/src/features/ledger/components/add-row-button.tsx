import type { KeyboardEvent } from 'react';
import { Button, Kbd, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

export const ADD_ROW_SHORTCUT = 'Alt+N';

/**
 * Issue 27: 'Rij Toevoegen' from the keyboard while working in the section's rows (UX.md principle 1: a visible
 * shortcut). By the key's place (`KeyN`), so it is the same on an AZERTY keyboard.
 */
export function addRowOnShortcut(onAdd: () => void, disabled?: boolean) {
  return (event: KeyboardEvent) => {
    if (disabled || !event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyN') return;
    event.preventDefault();
    onAdd();
  };
}

/** 'Rij Toevoegen' with its shortcut shown; the new row's first choice gets the focus (LedgerTable). */
export function AddRowButton({
  onAdd,
  disabled,
  list,
}: {
  onAdd: () => void;
  disabled?: boolean;
  /** Which list, when a page has several: named 'Rij Toevoegen Kleding' (the shortcut is not part of the name). */
  list?: string;
}) {
  return (
    <Button
      variant="light"
      leftSection={<IconPlus size={18} />}
      rightSection={
        <Kbd size="xs" aria-hidden>
          {ADD_ROW_SHORTCUT}
        </Kbd>
      }
      aria-keyshortcuts={ADD_ROW_SHORTCUT}
      onClick={onAdd}
      disabled={disabled}
    >
      Rij Toevoegen
      {list ? <VisuallyHidden> {list}</VisuallyHidden> : null}
    </Button>
  );
}
