import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { withModals } from '../../../components/alerts/modals-ready';

/**
 * Issue 27: before a food ticket for a household that may not be served today, or that already got one, the
 * reception asks, with the reasons. The safe choice has the focus: Enter or Escape prints nothing; only 'Toch
 * printen' (a click, or Tab and Enter) prints. Resolves true on that clear yes.
 */
export function askPrintAnyway(nr: string, concerns: readonly string[]): Promise<boolean> {
  return new Promise((resolve) => {
    let printAnyway = false;
    withModals(() =>
      modals.openConfirmModal({
        title: (
          <Text fw={700} size="lg">
            Toch een voedingsticket printen voor {nr}?
          </Text>
        ),
        centered: true,
        children: (
          <Stack gap="sm">
            <List spacing={4}>
              {concerns.map((concern) => (
                <List.Item key={concern}>{concern}</List.Item>
              ))}
            </List>
            <Text size="sm" c="dimmed">
              Print enkel als de verantwoordelijke dat goedkeurt.
            </Text>
          </Stack>
        ),
        labels: { confirm: 'Toch printen', cancel: 'Niet printen' },
        cancelProps: { 'data-autofocus': true },
        confirmProps: { color: 'red' },
        onConfirm: () => {
          printAnyway = true;
        },
        onClose: () => resolve(printAnyway),
      }),
    );
  });
}
