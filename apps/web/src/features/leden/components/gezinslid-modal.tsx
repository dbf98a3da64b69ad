import { Button, Group, Modal, SegmentedControl, Input, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_GEZINSLID_TYPE,
  GEBOORTEDATUM_IN_TOEKOMST,
  GEBOORTEDATUM_ONGELDIG,
  GESLACHT,
  HOUSEHOLD_FIELD_LABELS,
  notFilledMessage,
  toIsoDate,
  validateGezinslid,
  type Geslacht,
  type GezinslidType,
} from '@mvm/domain';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { BelgianDateInput } from '../../../components/date-input/belgian-date-input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lidQueryKey } from '../api/get-lid';
import { saveGezinslid } from '../api/save-gezinslid';
import type { Gezinslid } from '../api/types';
import { GEZINSLID_TYPE_OPTIONS, fullName } from './gezinslid-labels';

type FormValues = {
  voornaam: string;
  achternaam: string;
  /** yyyy-MM-dd, as Mantine's DateInput keeps it. */
  geboortedatum: string | null;
  type: GezinslidType | '';
  geslacht: Geslacht | '';
};

const FIELDS = ['voornaam', 'achternaam', 'geboortedatum', 'type', 'geslacht'] as const;

/** The domain rule's Dutch messages, put under the field they belong to. */
function validate(values: FormValues): Partial<Record<keyof FormValues, string>> {
  const messages = validateGezinslid(values, true);
  const errors: Partial<Record<keyof FormValues, string>> = {};
  for (const field of FIELDS) {
    const missing = notFilledMessage(HOUSEHOLD_FIELD_LABELS[field]);
    if (messages.includes(missing)) errors[field] = missing;
  }
  const dateError = messages.find((m) => m === GEBOORTEDATUM_IN_TOEKOMST || m === GEBOORTEDATUM_ONGELDIG);
  if (dateError && !errors.geboortedatum) errors.geboortedatum = dateError;
  return errors;
}

function initialValues(lid: Gezinslid | undefined, achternaam: string): FormValues {
  return {
    voornaam: lid?.voornaam ?? '',
    achternaam: lid?.achternaam ?? achternaam,
    geboortedatum: lid?.geboortedatum ? toIsoDate(lid.geboortedatum) : null,
    type: lid?.type ?? DEFAULT_GEZINSLID_TYPE,
    geslacht: lid?.geslacht ?? '',
  };
}

type GezinslidModalProps = {
  mvmnummer: number;
  /** The member being edited; undefined adds one. */
  lid?: Gezinslid;
  /** Pre-fills the surname of a new member with the family's. */
  familienaam: string;
  opened: boolean;
  onClose: () => void;
};

/** spec 2 §2 family modal: 'Gezinslid Toevoegen' or '{voornaam} {achternaam} Bewerken'; every field required (strict mode). */
export function GezinslidModal({ lid, opened, ...props }: GezinslidModalProps) {
  const title = lid ? `${fullName(lid)} Bewerken` : 'Gezinslid Toevoegen';
  return (
    <Modal opened={opened} onClose={props.onClose} title={title} centered size="lg">
      {/* Mounted per opening, so the form starts from the member shown. */}
      {opened ? <GezinslidForm lid={lid} {...props} /> : null}
    </Modal>
  );
}

function GezinslidForm({ mvmnummer, lid, familienaam, onClose }: Omit<GezinslidModalProps, 'opened'>) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ initialValues: initialValues(lid, familienaam), validate });
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      saveGezinslid(
        mvmnummer,
        { ...values, type: values.type || DEFAULT_GEZINSLID_TYPE, geslacht: values.geslacht || null },
        lid,
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: lidQueryKey(mvmnummer) });
      notifications.show({ color: 'green', title: 'Opgeslagen!', message: 'Het gezinslid is opgeslagen.' });
      onClose();
    },
    onError: (error) => {
      // DESIGN.md: field errors go onto the form, the rest to the red dialog; typed values stay.
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else if (!(error instanceof ApiError && error.sessionExpired))
        void showErrorAlert('Error bij opslaan!', errorMessage(error));
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!save.isPending) save.mutate(values);
      })}
    >
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput label="Voornaam" withAsterisk data-autofocus {...form.getInputProps('voornaam')} />
          <TextInput label="Achternaam" withAsterisk {...form.getInputProps('achternaam')} />
        </Group>
        <Group grow align="flex-start">
          <BelgianDateInput
            label="Geboortedatum"
            withAsterisk
            maxDate={toIsoDate(new Date())}
            defaultLevel="decade"
            clearable
            {...form.getInputProps('geboortedatum')}
          />
          <Select
            label="Soort relatie"
            withAsterisk
            data={GEZINSLID_TYPE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
        </Group>
        <Input.Wrapper label="Geslacht" withAsterisk error={form.errors.geslacht} id="gezinslid-geslacht">
          <SegmentedControl
            aria-labelledby="gezinslid-geslacht-label"
            data={[...GESLACHT]}
            value={form.values.geslacht}
            onChange={(value) => form.setFieldValue('geslacht', value as Geslacht)}
            fullWidth
            size="md"
          />
        </Input.Wrapper>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Annuleren
          </Button>
          <Button type="submit" loading={save.isPending}>
            Opslaan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
