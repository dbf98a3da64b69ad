import { Group, Radio, Stack, Switch, Textarea } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { DAG } from '@mvm/domain';
import { FormSection } from './form-section';
import type { HouseholdFormApi } from './types';

type DossierSectionProps = { form: HouseholdFormApi; memberFields: boolean };

/** Dossier flags of spec 2 §3: dag, controle with its reason, niet betalen, voorrang. */
export function DossierSection({ form, memberFields }: DossierSectionProps) {
  const { controle, redenControle } = form.values;
  return (
    <FormSection title="Dossier" icon={<IconClipboardList size={22} aria-hidden />}>
      <Radio.Group label="Dag" withAsterisk={memberFields} {...form.getInputProps('dag')}>
        <Group gap="lg" mt={8} mih={34}>
          {DAG.map((d) => (
            <Radio key={d} value={d} label={d} size="md" />
          ))}
        </Group>
      </Radio.Group>
      <Stack gap="sm">
        <Switch label="Controle" {...form.getInputProps('controle', { type: 'checkbox' })} />
        {/* spec 2 §2: the reason appears when control is on or a reason exists. */}
        {controle || redenControle.trim() ? (
          <Textarea
            label="Reden controle"
            rows={3}
            resize="vertical"
            {...form.getInputProps('redenControle')}
          />
        ) : null}
        <Switch label="Niet betalen" {...form.getInputProps('nietBetalen', { type: 'checkbox' })} />
        <Switch label="Voorrang" {...form.getInputProps('voorrang', { type: 'checkbox' })} />
      </Stack>
    </FormSection>
  );
}
