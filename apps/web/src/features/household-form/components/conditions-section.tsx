import { Divider, Select, Switch } from '@mantine/core';
import { IconChecklist, IconToolsKitchen2 } from '@tabler/icons-react';
import { ASSESSMENT_FIELDS, HOUSEHOLD_FIELD_LABELS, TYPE_VOEDING } from '@mvm/domain';
import { FieldGrid } from './field-grid';
import { FormSection } from './form-section';
import { MotivationScoreInput } from './motivation-score-input';
import type { HouseholdFormApi } from './types';

type SectionProps = { form: HouseholdFormApi; memberFields: boolean };

export function ServicesSection({ form }: { form: HouseholdFormApi }) {
  return (
    <FormSection title="Diensten" icon={<IconToolsKitchen2 size={22} aria-hidden />}>
      <Select
        label="Type voeding"
        data={[...TYPE_VOEDING]}
        allowDeselect={false}
        {...form.getInputProps('gezin.typeVoeding')}
      />
    </FormSection>
  );
}

/** spec 2 §2 'Voorwaarden lidmaatschap': the assessment scores and the signed form. */
export function ConditionsSection({ form, memberFields }: SectionProps) {
  return (
    <FormSection title="Voorwaarden lidmaatschap" icon={<IconChecklist size={22} aria-hidden />}>
      <FieldGrid>
        {ASSESSMENT_FIELDS.map((field) => (
          <MotivationScoreInput
            key={field}
            label={HOUSEHOLD_FIELD_LABELS[field]}
            withAsterisk={memberFields}
            value={form.values.gezin[field]}
            onChange={(score) => form.setFieldValue(`gezin.${field}`, score)}
            error={form.errors[`gezin.${field}`]}
          />
        ))}
      </FieldGrid>
      <Divider />
      <Switch
        label="Inschrijvingsformulier ondertekend"
        {...form.getInputProps('gezin.ondertekendFormulier', { type: 'checkbox' })}
      />
    </FormSection>
  );
}
