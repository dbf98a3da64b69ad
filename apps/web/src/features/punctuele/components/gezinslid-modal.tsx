import { Button, Group, Input, Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_GEZINSLID_TYPE,
  GEBOORTEDATUM_IN_TOEKOMST,
  GEBOORTEDATUM_ONGELDIG,
  GESLACHT,
  toIsoDate,
  validateGezinslid,
  type Geslacht,
} from '@mvm/domain';
import type { Gezinslid } from '@mvm/domain/lid/schemas';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { BelgianDateInput } from '../../../components/date-input/belgian-date-input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { caseQueryOptions } from '../api/get-case';
import { saveGezinslid } from '../api/gezinslid';
import { fullName, GEZINSLID_TYPE_OPTIONS } from './gezinslid-labels';

type FormValues = {
  voornaam: string;
  achternaam: string;
  geboortedatum: string | null;
  type: string;
  geslacht: Geslacht | '';
};

/** spec 2 §5: outside the member area no field is required; a birth date is never in the future. */
function validate(values: FormValues) {
  const messages = validateGezinslid(values, false);
  const dateError = messages.find((m) => m === GEBOORTEDATUM_IN_TOEKOMST || m === GEBOORTEDATUM_ONGELDIG);
  return dateError ? { geboortedatum: dateError } : {};
}

type GezinslidModalProps = {
  caseId: number;
  lid?: Gezinslid;
  familienaam: string;
  opened: boolean;
  onClose: () => void;
};

/** spec 2 §2 family modal: 'Gezinslid Toevoegen' or '{first name} {surname} Bewerken'. */
export function GezinslidModal({ lid, opened, ...props }: GezinslidModalProps) {
  const title = lid ? `${fullName(lid)} Bewerken` : 'Gezinslid Toevoegen';
  return (
    <Modal opened={opened} onClose={props.onClose} title={title} centered size="lg">
      {opened ? <GezinslidForm lid={lid} {...props} /> : null}
    </Modal>
  );
}

function GezinslidForm({ caseId, lid, familienaam, onClose }: Omit<GezinslidModalProps, 'opened'>) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    initialValues: {
      voornaam: lid?.voornaam ?? '',
      achternaam: lid?.achternaam ?? familienaam,
      geboortedatum: lid?.geboortedatum ? toIsoDate(lid.geboortedatum) : null,
      type: lid?.type ?? 'kind',
      geslacht: lid?.geslacht ?? '',
    },
    validate,
  });
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      saveGezinslid(caseId, {
        ...(lid ? { ...lid, leeftijd: undefined } : { gezinsHoofd: false }),
        ...values,
        type: values.type || DEFAULT_GEZINSLID_TYPE,
        geslacht: values.geslacht || null,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: caseQueryOptions(caseId).queryKey });
      notifications.show({ color: 'green', title: 'Opgeslagen!', message: 'Het gezinslid is opgeslagen.' });
      onClose();
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      if (!(error instanceof ApiError && error.sessionExpired))
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
          <TextInput label="Voornaam" data-autofocus {...form.getInputProps('voornaam')} />
          <TextInput label="Achternaam" {...form.getInputProps('achternaam')} />
        </Group>
        <Group grow align="flex-start">
          <BelgianDateInput
            label="Geboortedatum"
            maxDate={toIsoDate(new Date())}
            defaultLevel="decade"
            clearable
            size="md"
            {...form.getInputProps('geboortedatum')}
          />
          <Select
            label="Soort relatie"
            data={GEZINSLID_TYPE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
        </Group>
        <Input.Wrapper label="Geslacht" id="punctueel-gezinslid-geslacht">
          <SegmentedControl
            aria-labelledby="punctueel-gezinslid-geslacht-label"
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
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            Opslaan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
