import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { withModals } from '../alerts/modals-ready';

export const RESTORE_DRAFT_TITLE = 'Niet-opgeslagen wijzigingen terugzetten?';

let counter = 0;

/**
 * Issue 27: after a login that followed an ended session, the work that was not saved on this page. Resolves
 * true for 'Terugzetten'; 'Niet terugzetten', Escape or closing let it go (it is not asked again).
 */
export function askRestoreDraft({ omitted }: { omitted?: string } = {}): Promise<boolean> {
  const modalId = `restore-draft-${++counter}`;
  return new Promise((resolve) => {
    let restore = false;
    const choose = (value: boolean) => {
      restore = value;
      modals.close(modalId);
    };
    withModals(() =>
      modals.open({
        modalId,
        centered: true,
        size: 'md',
        title: (
          <Text fw={700} size="lg">
            {RESTORE_DRAFT_TITLE}
          </Text>
        ),
        onClose: () => resolve(restore),
        children: (
          <Stack gap="lg">
            <Text>
              Je sessie werd beëindigd voor je wijzigingen op deze pagina opgeslagen waren. Wil je ze
              terugzetten? Ze zijn dan nog niet opgeslagen.
            </Text>
            {omitted ? <Text size="sm">{omitted}</Text> : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => choose(false)}>
                Niet terugzetten
              </Button>
              <Button onClick={() => choose(true)} data-autofocus>
                Terugzetten
              </Button>
            </Group>
          </Stack>
        ),
      }),
    );
  });
}
