import { useMemo } from 'react';
import { Group, MultiSelect, Radio, Select, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { ARBEIDSSTATUS, birthDateFromRrn, genderFromRrn, GESLACHT, isValidRrn } from '@mvm/domain';
import { parentHeading } from '../model/parent-heading';
import type { RrnMatch } from '../api/find-by-rrn';
import { BirthDateInput } from './birth-date-input';
import { DuplicateWarning } from './duplicate-warning';
import { FieldGrid } from './field-grid';
import { FormSection } from './form-section';
import { RrnInput } from './rrn-input';
import type { HouseholdFormApi } from './types';

type ParentSectionProps = {
  form: HouseholdFormApi;
  countries: readonly string[];
  countriesLoading: boolean;
  /** Mark the fields a member registration needs (spec 2 §5). */
  memberFields: boolean;
  /** Users without sensitive access do not see the national number. */
  sensitive: boolean;
  onRrnLeave: (digits: string) => void;
  /** Dossiers that already have this national number (a new record only). */
  duplicates?: RrnMatch[] | null;
};

export function ParentSection({
  form,
  countries,
  countriesLoading,
  memberFields,
  sensitive,
  onRrnLeave,
  duplicates,
}: ParentSectionProps) {
  const head = form.values.head;
  const { nationaliteit, geboorteland } = head;
  // Stored names the list does not know stay visible; a stable array keeps Mantine from re-parsing it.
  const countryData = useMemo(
    () => [...new Set([...countries, ...nationaliteit, ...(geboorteland ? [geboorteland] : [])])],
    [countries, nationaliteit, geboorteland],
  );

  // spec 2 §5: a valid number gives the birth date and gender, only where those are still empty.
  const changeRrn = (digits: string) => {
    form.setFieldValue('head.rijksregisterNummer', digits);
    if (!isValidRrn(digits)) return;
    if (!form.values.head.geboortedatum) {
      form.setFieldValue('head.geboortedatum', birthDateFromRrn(digits, new Date()));
    }
    if (!form.values.head.geslacht) form.setFieldValue('head.geslacht', genderFromRrn(digits));
  };

  return (
    <FormSection title={parentHeading(head.geslacht)} icon={<IconUser size={22} aria-hidden />}>
      <FieldGrid>
        <TextInput
          label="Voornaam"
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('head.voornaam')}
        />
        <TextInput
          label="Achternaam"
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('head.achternaam')}
        />
        <Radio.Group label="Geslacht" withAsterisk={memberFields} {...form.getInputProps('head.geslacht')}>
          <Group gap="lg" mt={8} mih={34}>
            {GESLACHT.map((g) => (
              // Marked too, so a refused save can put the focus here (Radio.Group marks only its wrapper).
              <Radio
                key={g}
                value={g}
                label={g}
                size="md"
                aria-invalid={form.errors['head.geslacht'] ? true : undefined}
              />
            ))}
          </Group>
        </Radio.Group>
        <BirthDateInput
          withAsterisk={memberFields}
          value={head.geboortedatum}
          onChange={(v) => form.setFieldValue('head.geboortedatum', v)}
          error={form.errors['head.geboortedatum']}
        />
        {sensitive ? (
          <div>
            <RrnInput
              value={head.rijksregisterNummer}
              onChange={changeRrn}
              onBlur={onRrnLeave}
              withAsterisk={memberFields}
              error={form.errors['head.rijksregisterNummer'] as string | undefined}
            />
            {duplicates ? <DuplicateWarning matches={duplicates} /> : null}
          </div>
        ) : null}
        <TextInput
          label="Telefoonnummer"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...form.getInputProps('head.telefoonnummer')}
        />
        <MultiSelect
          label="Nationaliteit"
          placeholder={head.nationaliteit.length ? undefined : 'Kies een of meer landen'}
          data={countryData}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={countriesLoading ? 'Landen laden…' : 'Geen land gevonden'}
          withAsterisk={memberFields}
          size="md"
          {...form.getInputProps('head.nationaliteit')}
        />
        <Select
          label="Geboorteland"
          placeholder="Kies een land"
          data={countryData}
          searchable
          clearable
          nothingFoundMessage={countriesLoading ? 'Landen laden…' : 'Geen land gevonden'}
          withAsterisk={memberFields}
          {...form.getInputProps('head.geboorteland')}
        />
        <Select
          label="Arbeidsstatus"
          placeholder="Kies"
          data={[...ARBEIDSSTATUS]}
          clearable
          withAsterisk={memberFields}
          {...form.getInputProps('head.arbeidsstatus')}
        />
      </FieldGrid>
    </FormSection>
  );
}
