import { Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_MAX_KIND_LEEFTIJD, EVENEMENT_MESSAGES } from '@mvm/domain/evenementen/rules';
import type { Evenement } from '@mvm/domain/evenementen/schemas';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { BelgianDateInput } from '../../../components/date-input/belgian-date-input';
import { errorMessage } from '../../../lib/api-client';
import { useCreateEvenement } from '../api/evenementen';

type Values = { naam: string; datum: string | null; perKind: boolean; maxKindLeeftijd: number | string };

/** spec 2 §2 modal 'Evenement Toevoegen': Naam (required), Datum, 'Inschrijven per kind', 'Maximale leeftijd'. */
export function EvenementModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (e: Evenement) => void;
}) {
  const create = useCreateEvenement();
  const form = useForm<Values>({
    initialValues: { naam: '', datum: null, perKind: true, maxKindLeeftijd: DEFAULT_MAX_KIND_LEEFTIJD },
    validate: { naam: (v) => (v.trim() ? null : EVENEMENT_MESSAGES.naam) },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Evenement Toevoegen"
      centered
      closeButtonProps={{ 'aria-label': 'Sluiten' }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(
            { ...values, maxKindLeeftijd: Number(values.maxKindLeeftijd) },
            {
              onSuccess: (evenement) => {
                onCreated(evenement);
                close();
              },
              onError: (error) => void showErrorAlert('Error bij opslaan!', errorMessage(error)),
            },
          ),
        )}
      >
        <Stack gap="md">
          <TextInput label="Naam" withAsterisk data-autofocus {...form.getInputProps('naam')} />
          <BelgianDateInput
            label="Datum"
            clearable
            clearButtonProps={{ 'aria-label': 'Datum wissen' }}
            {...form.getInputProps('datum')}
          />
          <Switch
            label="Inschrijven per kind"
            size="md"
            {...form.getInputProps('perKind', { type: 'checkbox' })}
          />
          <NumberInput
            label="Maximale leeftijd"
            min={0}
            allowDecimal={false}
            {...form.getInputProps('maxKindLeeftijd')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Annuleren
            </Button>
            <Button type="submit" loading={create.isPending}>
              Opslaan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
