import { Button, Group, Modal, Stack, Switch, Textarea } from '@mantine/core';
import { showSuccessNotice } from '../../../components/alerts/notices';
import { useForm } from '@mantine/form';
import { IconCalendarX } from '@tabler/icons-react';
import { toIsoDate, validateMembershipEnding } from '@mvm/domain';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { BelgianDateInput } from '../../../components/date-input/belgian-date-input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { Lidmaatschap } from '../api/types';
import { useUpdateLidmaatschap } from '../api/update-lidmaatschap';

type FormValues = {
  start: string | null;
  eind: string | null;
  gezinsSamenstellingInOrde: boolean;
  vroegtijdigBeindigd: boolean;
  redenenBeindiging: string;
};

type LidmaatschapModalProps = {
  mvmnummer: number;
  lidmaatschap: Lidmaatschap | undefined;
  opened: boolean;
  onClose: () => void;
};

/** spec 2 §2 membership modal: Startdatum, Einddatum, the family-composition switch, early ending, Opslaan. */
export function LidmaatschapModal({ lidmaatschap, opened, ...props }: LidmaatschapModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Lidmaatschap Bewerken" centered size="lg">
      {opened && lidmaatschap ? <LidmaatschapForm lidmaatschap={lidmaatschap} {...props} /> : null}
    </Modal>
  );
}

function LidmaatschapForm({
  mvmnummer,
  lidmaatschap: m,
  onClose,
}: Omit<LidmaatschapModalProps, 'opened' | 'lidmaatschap'> & { lidmaatschap: Lidmaatschap }) {
  const initial = { start: toIsoDate(m.start), eind: toIsoDate(m.eind) };
  const form = useForm<FormValues>({
    initialValues: {
      ...initial,
      gezinsSamenstellingInOrde: m.gezinsSamenstellingInOrde,
      vroegtijdigBeindigd: false,
      redenenBeindiging: '',
    },
    validate: {
      start: (v) => (v ? null : 'Startdatum is niet ingevuld'),
      eind: (v, values) =>
        !v
          ? 'Einddatum is niet ingevuld'
          : values.start && v < values.start
            ? 'Einddatum ligt voor de startdatum'
            : null,
      // spec 2 §5: ending early needs a reason.
      redenenBeindiging: (v, values) =>
        validateMembershipEnding({ ...values, redenenBeindiging: v })[0] ?? null,
    },
  });

  const save = useUpdateLidmaatschap({
    mvmnummer,
    lidmaatschapId: m.ID,
    mutationConfig: {
      onSuccess: () => {
        showSuccessNotice('Opgeslagen!', 'Het lidmaatschap is opgeslagen.');
        onClose();
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
        else if (!(error instanceof ApiError && error.sessionExpired))
          void showErrorAlert('Error bij opslaan!', errorMessage(error));
      },
    },
  });
  const changesOf = (values: FormValues) => ({
    // An unchanged day keeps the stored instant (the end is 23:59:59.999 Brussels).
    start: values.start === initial.start ? m.start : (values.start ?? m.start),
    eind: values.eind === initial.eind ? m.eind : (values.eind ?? m.eind),
    gezinsSamenstellingInOrde: values.gezinsSamenstellingInOrde,
    vroegtijdigBeindigd: values.vroegtijdigBeindigd,
    redenenBeindiging: values.vroegtijdigBeindigd ? values.redenenBeindiging.trim() : m.redenenBeindiging,
  });

  const ending = form.values.vroegtijdigBeindigd;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!save.isPending) save.mutate(changesOf(values));
      })}
    >
      <Stack gap="md">
        <Group grow align="flex-start">
          <BelgianDateInput
            label="Startdatum"
            withAsterisk

            {...form.getInputProps('start')}
          />
          <BelgianDateInput
            label="Einddatum"
            withAsterisk

            {...form.getInputProps('eind')}
          />
        </Group>
        <Switch
          label="Attest gezinssamenstelling inorde"
          {...form.getInputProps('gezinsSamenstellingInOrde', { type: 'checkbox' })}
        />
        {ending ? (
          <Textarea
            label="Redene"
            description="Waarom stopt dit lidmaatschap vroegtijdig? Een beëindigd lidmaatschap kan je niet meer bewerken."
            withAsterisk
            autosize
            minRows={2}
            data-autofocus
            {...form.getInputProps('redenenBeindiging')}
          />
        ) : null}
        <Group justify="space-between" gap="sm" mt="sm">
          <Button
            variant={ending ? 'default' : 'light'}
            color="red"
            leftSection={<IconCalendarX size={18} />}
            onClick={() => {
              form.setFieldValue('vroegtijdigBeindigd', !ending);
              form.clearFieldError('redenenBeindiging');
            }}
            disabled={save.isPending}
            aria-pressed={ending}
          >
            {ending ? 'Niet beëindigen' : 'Vroegtijdig beëindigen'}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Annuleren
            </Button>
            <Button type="submit" loading={save.isPending}>
              Opslaan
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
