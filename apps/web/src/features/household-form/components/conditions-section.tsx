import { Divider, Select, Switch } from '@mantine/core';
import { IconChecklist, IconToolsKitchen2 } from '@tabler/icons-react';
import { ASSESSMENT_FIELDS, HOUSEHOLD_FIELD_LABELS, TYPE_VOEDING, type AssessmentField } from '@mvm/domain';
import { useWatch } from '../hooks/use-watch';
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
        key={form.key('gezin.typeVoeding')}
        {...form.getInputProps('gezin.typeVoeding')}
      />
    </FormSection>
  );
}

function ScoreField({
  form,
  field,
  withAsterisk,
}: {
  form: HouseholdFormApi;
  field: AssessmentField;
  withAsterisk: boolean;
}) {
  const value = useWatch(form, [`gezin.${field}`], (v) => v.gezin[field]);
  return (
    <MotivationScoreInput
      label={HOUSEHOLD_FIELD_LABELS[field]}
      withAsterisk={withAsterisk}
      value={value}
      onChange={(score) => form.setFieldValue(`gezin.${field}`, score, { forceUpdate: false })}
      error={form.errors[`gezin.${field}`]}
    />
  );
}

/** spec 2 §2 'Voorwaarden lidmaatschap': the assessment scores and the signed form. */
export function ConditionsSection({ form, memberFields }: SectionProps) {
  return (
    <FormSection title="Voorwaarden lidmaatschap" icon={<IconChecklist size={22} aria-hidden />}>
      <FieldGrid>
        {ASSESSMENT_FIELDS.map((field) => (
          <ScoreField key={field} form={form} field={field} withAsterisk={memberFields} />
        ))}
      </FieldGrid>
      <Divider />
      <Switch
        label="Inschrijvingsformulier ondertekend"
        key={form.key('gezin.ondertekendFormulier')}
        {...form.getInputProps('gezin.ondertekendFormulier', { type: 'checkbox' })}
      />
    </FormSection>
  );
}
