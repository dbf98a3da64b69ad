import { Textarea } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { FieldGrid } from './field-grid';
import { FormSection } from './form-section';
import type { HouseholdFormApi } from './types';

type RemarksSectionProps = { form: HouseholdFormApi; oneOff: boolean };

/** spec 2 §5: a one-off case needs a remark on why it gets help. */
export function RemarksSection({ form, oneOff }: RemarksSectionProps) {
  return (
    <FormSection title="Opmerkingen" icon={<IconNotes size={22} aria-hidden />}>
      <FieldGrid>
        <Textarea
          label={oneOff ? 'Opmerking (reden eenmalige hulp)' : 'Opmerking'}
          withAsterisk={oneOff}
          rows={4}
          resize="vertical"
          key={form.key('gezin.opmerking')}
          {...form.getInputProps('gezin.opmerking')}
        />
        <Textarea
          label="Tijdelijke opmerkingen"
          description="Verschijnt bij het gezin aan elke balie"
          rows={4}
          resize="vertical"
          key={form.key('tijdelijkeOpmerkingen')}
          {...form.getInputProps('tijdelijkeOpmerkingen')}
        />
      </FieldGrid>
    </FormSection>
  );
}
