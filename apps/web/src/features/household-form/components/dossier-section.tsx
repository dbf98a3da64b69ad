import { Group, Radio, Stack, Switch, Textarea } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { DAG } from '@mvm/domain';
import { useWatch } from '../hooks/use-watch';
import { FormSection } from './form-section';
import type { HouseholdFormApi } from './types';

type DossierSectionProps = { form: HouseholdFormApi; memberFields: boolean };

/** Dossier flags of spec 2 §3: dag, controle with its reason, niet betalen, voorrang. */
export function DossierSection({ form, memberFields }: DossierSectionProps) {
  const showReason = useWatch(
    form,
    ['controle', 'redenControle'],
    (v) => v.controle || v.redenControle.trim() !== '',
  );
  return (
    <FormSection title="Dossier" icon={<IconClipboardList size={22} aria-hidden />}>
      <Radio.Group
        label="Dag"
        withAsterisk={memberFields}
        key={form.key('dag')}
        {...form.getInputProps('dag')}
      >
        <Group gap="lg" mt={8} mih={34}>
          {DAG.map((d) => (
            <Radio key={d} value={d} label={d} size="md" />
          ))}
        </Group>
      </Radio.Group>
      <Stack gap="sm">
        <Switch
          label="Controle"
          key={form.key('controle')}
          {...form.getInputProps('controle', { type: 'checkbox' })}
        />
        {/* spec 2 §2: the reason appears when control is on or a reason exists. */}
        {showReason ? (
          <Textarea
            label="Reden controle"
            rows={3}
            resize="vertical"
            key={form.key('redenControle')}
            {...form.getInputProps('redenControle')}
          />
        ) : null}
        <Switch
          label="Niet betalen"
          key={form.key('nietBetalen')}
          {...form.getInputProps('nietBetalen', { type: 'checkbox' })}
        />
        <Switch
          label="Voorrang"
          key={form.key('voorrang')}
          {...form.getInputProps('voorrang', { type: 'checkbox' })}
        />
      </Stack>
    </FormSection>
  );
}
