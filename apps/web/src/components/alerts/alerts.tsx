import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { withModals } from './modals-ready';

/** The red dialog titles of spec 1 §8 (others may be passed too). */
export type ErrorAlertTitle =
  | 'Geen Resultaten!'
  | 'Error!'
  | 'Error bij opslaan!'
  | 'Error bij printen!'
  | 'Print error!'
  | 'Login error!'
  | (string & {});

let counter = 0;

// Success is not a dialog: a passing notice (./notices, issue 27).

function openErrorAlert(title: string, message: string): Promise<void> {
  const modalId = `alert-${++counter}`;
  const color = 'red';
  return new Promise((resolve) => {
    withModals(() =>
      modals.open({
        modalId,
        centered: true,
        onClose: resolve,
        title: (
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color={color} variant="light" size="lg" radius="xl" aria-hidden>
              <IconAlertTriangle size={20} />
            </ThemeIcon>
            <Text fw={700} size="lg" c="red.8">
              {title}
            </Text>
          </Group>
        ),
        children: (
          <Stack gap="lg">
            {message ? <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text> : null}
            <Group justify="flex-end">
              <Button color={color} onClick={() => modals.close(modalId)} data-autofocus>
                Sluiten
              </Button>
            </Group>
          </Stack>
        ),
      }),
    );
  });
}

/**
 * spec 1 §8: the red alert with the server's message and the button 'Sluiten'.
 * Resolves when it is closed, so a screen can put the focus back in its search box.
 */
export function showErrorAlert(title: ErrorAlertTitle, message: string): Promise<void> {
  return openErrorAlert(title, message);
}
