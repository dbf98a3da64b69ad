import { useRef } from 'react';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MARKT_DEFAULTS, PRINT_LOCATIES, validateMarkt, type PrintLocatie } from '@mvm/domain/markten/rules';
import type { Markt, MarktSaveInput } from '@mvm/domain/markten/schemas';
import { useFocusFirstField } from '../../../components/autofocus/use-focus-first-field';
import { BelgianDateInput } from '../../../components/date-input/belgian-date-input';
import { ApiError } from '../../../lib/api-client';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes/use-unsaved-changes-guard';

export type MarktFormValues = {
  naam: string;
  beschrijving: string;
  startDatum: string | null;
  eindDatum: string | null;
  printLocatie: PrintLocatie;
  voorKinderen: boolean;
  minKindLeeftijd: number;
  maxKindLeeftijd: number;
};

export const marktFormValues = (m?: Markt): MarktFormValues => ({
  naam: m?.naam ?? '',
  beschrijving: m?.beschrijving ?? '',
  startDatum: m?.startDatum ?? null,
  eindDatum: m?.eindDatum ?? null,
  printLocatie: m?.printLocatie ?? MARKT_DEFAULTS.printLocatie,
  voorKinderen: m?.voorKinderen ?? MARKT_DEFAULTS.voorKinderen,
  minKindLeeftijd: m?.minKindLeeftijd ?? MARKT_DEFAULTS.minKindLeeftijd,
  maxKindLeeftijd: m?.maxKindLeeftijd ?? MARKT_DEFAULTS.maxKindLeeftijd,
});

type MarktFormProps = {
  initial: MarktFormValues;
  /** A new market: the focus starts in its first field (issue 27). */
  isNew?: boolean;
  saving: boolean;
  /** Saves; throws (an ApiError with field errors) when the server refuses. */
  onSave: (values: MarktSaveInput) => Promise<Markt>;
  /** After a save, once the form is clean again (so leaving does not ask). */
  onSaved: (saved: Markt) => void;
  onError: (error: unknown) => void;
  /** Issue 27 item 8: the user may not save this market — the fields are shown disabled, without Opslaan. */
  readOnly?: boolean;
};

const LOCATIE_LABELS: Record<PrintLocatie, string> = { voeding: 'Voeding', onthaal: 'Onthaal' };

/** spec 2 §2 market edit fields, with the spec 2 §5 rules checked before sending (the server checks too). */
export function MarktForm({
  initial,
  isNew = false,
  saving,
  onSave,
  onSaved,
  onError,
  readOnly = false,
}: MarktFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstField(formRef, isNew);
  const form = useForm<MarktFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) =>
      validateMarkt({
        ...values,
        minKindLeeftijd: Number(values.minKindLeeftijd),
        maxKindLeeftijd: Number(values.maxKindLeeftijd),
      }),
  });

  const submit = async () => {
    const result = form.validate();
    if (result.hasErrors) throw new Error('invalid');
    let saved: Markt;
    try {
      saved = await onSave(form.getValues());
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      onError(error);
      throw error;
    }
    form.resetDirty();
    onSaved(saved);
  };

  useUnsavedChangesGuard(form.isDirty() && !saving, submit);

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        submit().catch(() => undefined);
      }}
      noValidate
    >
      <Paper withBorder p="lg" radius="md">
        {/* A disabled fieldset disables every field inside it at once (and submits nothing). */}
        <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">
            <TextInput label="Naam" withAsterisk {...form.getInputProps('naam')} />
            <Textarea
              label="Beschrijving"
              withAsterisk
              autosize
              minRows={2}
              {...form.getInputProps('beschrijving')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <BelgianDateInput
                label="Startdatum"
                withAsterisk
                clearable
                clearButtonProps={{ 'aria-label': 'Startdatum wissen' }}
                {...form.getInputProps('startDatum')}
              />
              <BelgianDateInput
                label="Einddatum"
                withAsterisk
                clearable
                clearButtonProps={{ 'aria-label': 'Einddatum wissen' }}
                {...form.getInputProps('eindDatum')}
              />
            </SimpleGrid>
            <Select
              label="Ticket print Locatie"
              data={PRINT_LOCATIES.map((value) => ({ value, label: LOCATIE_LABELS[value] }))}
              allowDeselect={false}
              {...form.getInputProps('printLocatie')}
            />
            <Switch
              label="Markt voor kindermateriaal"
              size="md"
              {...form.getInputProps('voorKinderen', { type: 'checkbox' })}
            />
            {form.values.voorKinderen ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberInput
                  label="Minimum leeftijd (inclusief)"
                  min={0}
                  allowDecimal={false}
                  {...form.getInputProps('minKindLeeftijd')}
                />
                <NumberInput
                  label="Maximum leeftijd (inclusief)"
                  min={0}
                  allowDecimal={false}
                  {...form.getInputProps('maxKindLeeftijd')}
                />
              </SimpleGrid>
            ) : null}
            {readOnly ? null : (
              <Group justify="flex-end">
                <Button type="submit" loading={saving} disabled={saving}>
                  Opslaan
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </Paper>
    </form>
  );
}
