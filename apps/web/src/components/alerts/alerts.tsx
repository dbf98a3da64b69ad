import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
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

type AlertOptions = { title: string; message?: string; tone: 'error' | 'success' };

function openAlert({ title, message, tone }: AlertOptions): Promise<void> {
  const modalId = `alert-${++counter}`;
  const color = tone === 'error' ? 'red' : 'green';
  const Icon = tone === 'error' ? IconAlertTriangle : IconCircleCheck;
  return new Promise((resolve) => {
    withModals(() =>
      modals.open({
        modalId,
        centered: true,
        onClose: resolve,
        title: (
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color={color} variant="light" size="lg" radius="xl" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <Text fw={700} size="lg" c={tone === 'error' ? 'red.8' : 'green.8'}>
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
  return openAlert({ title, message, tone: 'error' });
}

/** spec 1 §8: 'Opgeslagen!', or 'Print verstuurd' with 'Print opdracht verstuurd'. */
export function showSuccessAlert(title: string, message?: string): Promise<void> {
  return openAlert({ title, message, tone: 'success' });
}

export const showSavedAlert = (message?: string) => showSuccessAlert('Opgeslagen!', message);
export const showPrintSentAlert = (message = 'Print opdracht verstuurd') =>
  showSuccessAlert('Print verstuurd', message);
