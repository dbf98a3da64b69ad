import { useMemo, useRef } from 'react';
import { Group, MultiSelect, Radio, Select, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { ARBEIDSSTATUS, GESLACHT, isValidRrn, rederiveFromRrn } from '@mvm/domain';
import { parentHeading } from '../model/parent-heading';
import type { RrnMatch } from '../api/find-by-rrn';
import { useWatch } from '../hooks/use-watch';
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
  /** Dossiers that already have this national number (a new record only); null when none. */
  duplicatesOf?: (rrn: string) => RrnMatch[] | null;
};

export function ParentSection({
  form,
  countries,
  countriesLoading,
  memberFields,
  sensitive,
  onRrnLeave,
  duplicatesOf,
}: ParentSectionProps) {
  const geslacht = useWatch(form, ['head.geslacht'], (v) => v.head.geslacht);
  const geboortedatum = useWatch(form, ['head.geboortedatum'], (v) => v.head.geboortedatum);
  const rijksregisterNummer = useWatch(form, ['head.rijksregisterNummer'], (v) => v.head.rijksregisterNummer);
  const duplicates = duplicatesOf?.(rijksregisterNummer) ?? null;
  const nationaliteit = useWatch(form, ['head.nationaliteit'], (v) => v.head.nationaliteit);
  const geboorteland = useWatch(form, ['head.geboorteland'], (v) => v.head.geboorteland);
  // Stored names the list does not know stay visible; a stable array keeps Mantine from re-parsing it.
  const countryData = useMemo(
    () => [...new Set([...countries, ...nationaliteit, ...(geboorteland ? [geboorteland] : [])])],
    [countries, nationaliteit, geboorteland],
  );

  // The last valid number the field held (loaded, read from a card or typed), so a second one can tell which
  // fields the first one gave.
  const lastValidRrn = useRef<string | null>(null);
  // spec 2 §5 and issue 27: a valid number gives the birth date and gender where they are empty or still
  // hold what the previous number gave (packages/domain rederiveFromRrn).
  const changeRrn = (digits: string) => {
    const { head } = form.getValues();
    if (isValidRrn(head.rijksregisterNummer)) lastValidRrn.current = head.rijksregisterNummer;
    form.setFieldValue('head.rijksregisterNummer', digits, { forceUpdate: false });
    const patch = rederiveFromRrn(head, lastValidRrn.current, digits, new Date());
    if (patch.geboortedatum)
      form.setFieldValue('head.geboortedatum', patch.geboortedatum, { forceUpdate: false });
    // The radios are uncontrolled: a new key shows the derived gender.
    if (patch.geslacht) form.setFieldValue('head.geslacht', patch.geslacht);
  };

  return (
    <FormSection title={parentHeading(geslacht)} icon={<IconUser size={22} aria-hidden />}>
      <FieldGrid>
        <TextInput
          label="Voornaam"
          withAsterisk
          data-autofocus
          autoComplete="off"
          key={form.key('head.voornaam')}
          {...form.getInputProps('head.voornaam')}
        />
        <TextInput
          label="Achternaam"
          withAsterisk
          autoComplete="off"
          key={form.key('head.achternaam')}
          {...form.getInputProps('head.achternaam')}
        />
        <Radio.Group
          label="Geslacht"
          withAsterisk={memberFields}
          key={form.key('head.geslacht')}
          {...form.getInputProps('head.geslacht')}
        >
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
          value={geboortedatum}
          onChange={(v) => form.setFieldValue('head.geboortedatum', v, { forceUpdate: false })}
          error={form.errors['head.geboortedatum']}
        />
        {sensitive ? (
          <div>
            <RrnInput
              value={rijksregisterNummer}
              onChange={changeRrn}
              onBlur={onRrnLeave}
              withAsterisk={memberFields}
              // Form errors are the save rules' messages: strings.
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
          key={form.key('head.telefoonnummer')}
          {...form.getInputProps('head.telefoonnummer')}
        />
        <MultiSelect
          label="Nationaliteit"
          placeholder={nationaliteit.length ? undefined : 'Kies een of meer landen'}
          data={countryData}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={countriesLoading ? 'Landen laden…' : 'Geen land gevonden'}
          withAsterisk={memberFields}
          size="md"
          key={form.key('head.nationaliteit')}
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
          key={form.key('head.geboorteland')}
          {...form.getInputProps('head.geboorteland')}
        />
        <Select
          label="Arbeidsstatus"
          placeholder="Kies"
          data={[...ARBEIDSSTATUS]}
          clearable
          withAsterisk={memberFields}
          key={form.key('head.arbeidsstatus')}
          {...form.getInputProps('head.arbeidsstatus')}
        />
      </FieldGrid>
    </FormSection>
  );
}
