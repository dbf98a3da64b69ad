import { Checkbox, Group, NumberInput } from '@mantine/core';
import { HOUSEHOLD_FIELD_LABELS, type MoneyField as MoneyFieldName } from '@mvm/domain';
import { useWatch } from '../hooks/use-watch';
import type { HouseholdFormApi } from './types';

type MoneyFieldProps = { form: HouseholdFormApi; field: MoneyFieldName };

/** spec 2 §3, §5: an amount (≥ 0, Belgian format) with its 'Niet bekend' box, which disables the amount. */
export function MoneyField({ form, field }: MoneyFieldProps) {
  const label = HOUSEHOLD_FIELD_LABELS[field];
  const unknown = useWatch(form, [`gezin.${field}NietBekend`], (v) => v.gezin[`${field}NietBekend`]);
  const common = {
    label,
    prefix: '€ ',
    decimalSeparator: ',',
    thousandSeparator: '.',
    decimalScale: 2,
    min: 0,
    allowNegative: false,
    hideControls: true,
    style: { flex: 1 },
  };
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      {unknown ? (
        // An unknown amount shows empty; the typed amount stays in the form for when it becomes known.
        <NumberInput {...common} key="niet-bekend" disabled placeholder="Niet bekend" value="" />
      ) : (
        <NumberInput
          {...common}
          placeholder="€ 0,00"
          key={form.key(`gezin.${field}`)}
          {...form.getInputProps(`gezin.${field}`)}
        />
      )}
      <Checkbox
        label="Niet bekend"
        aria-label={`${label} niet bekend`}
        mb={10}
        key={form.key(`gezin.${field}NietBekend`)}
        {...form.getInputProps(`gezin.${field}NietBekend`, { type: 'checkbox' })}
      />
    </Group>
  );
}
