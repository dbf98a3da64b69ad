import { useMemo } from 'react';
import { Select, TextInput } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { municipalitiesForPostcode, type PostcodeEntry } from '@mvm/domain';
import { useWatch } from '../hooks/use-watch';
import { FieldGrid } from './field-grid';
import { FormSection } from './form-section';
import type { HouseholdFormApi } from './types';

type AddressSectionProps = {
  form: HouseholdFormApi;
  postcodes: readonly PostcodeEntry[] | undefined;
  memberFields: boolean;
};

const allPlaces = (table: readonly PostcodeEntry[]) =>
  [...new Set(table.filter((e) => !e.nonGeographic).map((e) => e.gemeente))].sort((a, b) =>
    a.localeCompare(b, 'nl'),
  );

/** spec 2 §5: a 4-digit postcode filters the municipality choices and fills it in when only one fits. */
export function AddressSection({ form, postcodes, memberFields }: AddressSectionProps) {
  const postcode = useWatch(form, ['gezin.postcode'], (v) => v.gezin.postcode);
  const gemeente = useWatch(form, ['gezin.gemeente'], (v) => v.gezin.gemeente);
  const matches = useMemo(
    () => (postcodes ? municipalitiesForPostcode(postcodes, postcode) : []),
    [postcodes, postcode],
  );
  // A stored name that the table does not know (yet) stays visible.
  const data = useMemo(() => {
    const choices = matches.length ? matches : postcodes ? allPlaces(postcodes) : [];
    return gemeente && !choices.includes(gemeente) ? [gemeente, ...choices] : choices;
  }, [matches, postcodes, gemeente]);

  const changePostcode = (text: string) => {
    const code = text.replace(/\D/g, '').slice(0, 4);
    form.setFieldValue('gezin.postcode', code, { forceUpdate: false });
    if (!postcodes) return;
    const names = municipalitiesForPostcode(postcodes, code);
    const [only] = names;
    if (names.length === 1 && only !== undefined) form.setFieldValue('gezin.gemeente', only);
    else if (names.length > 1 && gemeente && !names.includes(gemeente))
      form.setFieldValue('gezin.gemeente', null);
  };

  return (
    <FormSection title="Adres" icon={<IconHome size={22} aria-hidden />}>
      <FieldGrid>
        <TextInput
          label="Straat"
          withAsterisk={memberFields}
          autoComplete="off"
          key={form.key('gezin.straat')}
          {...form.getInputProps('gezin.straat')}
        />
        <TextInput
          label="Huisnummer"
          withAsterisk={memberFields}
          autoComplete="off"
          key={form.key('gezin.huisnummer')}
          {...form.getInputProps('gezin.huisnummer')}
        />
        <TextInput
          label="Postcode"
          inputMode="numeric"
          maxLength={4}
          withAsterisk={memberFields}
          autoComplete="off"
          key={form.key('gezin.postcode')}
          {...form.getInputProps('gezin.postcode')}
          // Controlled: only digits, four at most, whatever is typed or pasted.
          defaultValue={undefined}
          value={postcode}
          onChange={(event) => changePostcode(event.currentTarget.value)}
        />
        <Select
          label="Gemeente"
          placeholder={matches.length > 1 ? `Kies (${matches.length} mogelijkheden)` : 'Kies een gemeente'}
          data={data}
          searchable
          clearable
          limit={200}
          nothingFoundMessage={postcodes ? 'Geen gemeente gevonden' : 'Gemeenten laden…'}
          withAsterisk={memberFields}
          key={form.key('gezin.gemeente')}
          {...form.getInputProps('gezin.gemeente')}
        />
      </FieldGrid>
    </FormSection>
  );
}
