import { Select, Switch, Textarea, TextInput } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { DOORVERWIJZENDE_INSTANTIE, VERBLIJFSVERGUNNING } from '@mvm/domain';
import { FieldGrid } from './field-grid';
import { FormSection } from './form-section';
import type { HouseholdFormApi } from './types';

type SituationSectionProps = {
  form: HouseholdFormApi;
  memberFields: boolean;
  /** Residence status is sensitive (issue 12): hidden for users without the right. */
  sensitive: boolean;
};

export function SituationSection({ form, memberFields, sensitive }: SituationSectionProps) {
  return (
    <FormSection title="Situatie" icon={<IconLifebuoy size={22} aria-hidden />}>
      <FieldGrid>
        {sensitive ? (
          <Select
            label="Verblijfsvergunning"
            placeholder="Kies"
            data={[...VERBLIJFSVERGUNNING]}
            clearable
            key={form.key('gezin.verblijfsvergunning')}
            {...form.getInputProps('gezin.verblijfsvergunning')}
          />
        ) : (
          <TextInput label="Verblijfsvergunning" value="Verborgen" readOnly disabled />
        )}
        <Select
          label="Doorverwijzende instantie"
          placeholder="Kies"
          data={[...DOORVERWIJZENDE_INSTANTIE]}
          clearable
          withAsterisk={memberFields}
          key={form.key('gezin.doorverwijzendeInstantie')}
          {...form.getInputProps('gezin.doorverwijzendeInstantie')}
        />
      </FieldGrid>
      <Switch
        label="Doorverwijsbrief aanwezig"
        key={form.key('gezin.doorverwijsBrief')}
        {...form.getInputProps('gezin.doorverwijsBrief', { type: 'checkbox' })}
      />
      <Textarea
        label="Opmerking situatie"
        rows={3}
        resize="vertical"
        key={form.key('gezin.opmerkingSituatie')}
        {...form.getInputProps('gezin.opmerkingSituatie')}
      />
    </FormSection>
  );
}
