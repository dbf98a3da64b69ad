import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { withModals } from '../alerts/modals-ready';

export type UnsavedChoice = 'save' | 'discard' | 'cancel';

export type AskUnsavedChangesOptions = {
  /** The continue-without-saving button (spec 1 §8); default 'Doorgaan zonder opslaan'. */
  continueLabel?: string;
};

let counter = 0;

/** spec 1 §8: 'Er zijn niet opgeslagen wijzigingen!' / 'wil je deze opslaan?'. Escape or closing means stay. */
export function askUnsavedChanges({
  continueLabel = 'Doorgaan zonder opslaan',
}: AskUnsavedChangesOptions = {}): Promise<UnsavedChoice> {
  const modalId = `unsaved-${++counter}`;
  return new Promise((resolve) => {
    let choice: UnsavedChoice = 'cancel';
    const choose = (value: UnsavedChoice) => {
      choice = value;
      modals.close(modalId);
    };
    withModals(() =>
      modals.open({
        modalId,
        centered: true,
        size: 'md',
        title: (
          <Text fw={700} size="lg">
            Er zijn niet opgeslagen wijzigingen!
          </Text>
        ),
        onClose: () => resolve(choice),
        children: (
          <Stack gap="lg">
            <Text>wil je deze opslaan?</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => choose('cancel')}>
                Annuleren
              </Button>
              <Button variant="light" color="red" onClick={() => choose('discard')}>
                {continueLabel}
              </Button>
              <Button onClick={() => choose('save')} data-autofocus>
                Opslaan
              </Button>
            </Group>
          </Stack>
        ),
      }),
    );
  });
}
