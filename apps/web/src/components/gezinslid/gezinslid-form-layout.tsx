import type { FormEvent, ReactNode } from 'react';
import { Group, Input, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { GESLACHT, toIsoDate, type Geslacht } from '@mvm/domain';
import { BelgianDateInput } from '../date-input/belgian-date-input';
import { GEZINSLID_TYPE_OPTIONS } from './gezinslid-labels';
import { FormActions } from '../form-actions/form-actions';

type GezinslidFormLayoutProps = {
  /** The form's submit handler, e.g. `form.onSubmit(...)`. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** While saving, Opslaan shows a loader and Annuleren is disabled. */
  saving: boolean;
  /** Also disables Opslaan (besides its loader). */
  saveDisabled?: boolean;
  /** The form's input props for a field, e.g. `(field) => form.getInputProps(field)`. */
  inputProps: (field: 'voornaam' | 'achternaam' | 'geboortedatum' | 'type') => GetInputPropsReturnType;
  geslacht: Geslacht | '';
  onGeslachtChange: (geslacht: Geslacht) => void;
  /** Shown under Geslacht; left out where the form does not show it. */
  geslachtError?: ReactNode;
  /** Marks every field with an asterisk (the member area's strict mode). */
  required: boolean;
  /** The id of the Geslacht wrapper; its label is `${geslachtId}-label`. */
  geslachtId: string;
  dateInputSize?: 'md';
};

/** spec 2 §2 family modal: the form of a household member with Annuleren and Opslaan, shared by the member and one-off areas. */
export function GezinslidFormLayout({
  onSubmit,
  onCancel,
  saving,
  saveDisabled,
  inputProps,
  geslacht,
  onGeslachtChange,
  geslachtError,
  required,
  geslachtId,
  dateInputSize,
}: GezinslidFormLayoutProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput label="Voornaam" withAsterisk={required} data-autofocus {...inputProps('voornaam')} />
          <TextInput label="Achternaam" withAsterisk={required} {...inputProps('achternaam')} />
        </Group>
        <Group grow align="flex-start">
          <BelgianDateInput
            label="Geboortedatum"
            withAsterisk={required}
            maxDate={toIsoDate(new Date())}
            defaultLevel="decade"
            clearable
            size={dateInputSize}
            {...inputProps('geboortedatum')}
          />
          <Select
            label="Soort relatie"
            withAsterisk={required}
            data={GEZINSLID_TYPE_OPTIONS}
            allowDeselect={false}
            {...inputProps('type')}
          />
        </Group>
        <Input.Wrapper label="Geslacht" withAsterisk={required} error={geslachtError} id={geslachtId}>
          <SegmentedControl
            aria-labelledby={`${geslachtId}-label`}
            data={[...GESLACHT]}
            value={geslacht}
            onChange={(value) => {
              // The control offers only GESLACHT's values.
              const chosen = GESLACHT.find((g) => g === value);
              if (chosen) onGeslachtChange(chosen);
            }}
            fullWidth
            size="md"
          />
        </Input.Wrapper>
        <FormActions onCancel={onCancel} saving={saving} saveDisabled={saveDisabled} mt="sm" />
      </Stack>
    </form>
  );
}
