import { Checkbox, Group, NumberInput } from '@mantine/core';
import { HOUSEHOLD_FIELD_LABELS, type MoneyField as MoneyFieldName } from '@mvm/domain';
import type { HouseholdFormApi } from './types';

type MoneyFieldProps = { form: HouseholdFormApi; field: MoneyFieldName };

/** spec 2 §3, §5: an amount (≥ 0, Belgian format) with its 'Niet bekend' box, which disables the amount. */
export function MoneyField({ form, field }: MoneyFieldProps) {
  const label = HOUSEHOLD_FIELD_LABELS[field];
  const unknown = form.values.gezin[`${field}NietBekend`];
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <NumberInput
        label={label}
        prefix="€ "
        decimalSeparator=","
        thousandSeparator="."
        decimalScale={2}
        min={0}
        allowNegative={false}
        hideControls
        disabled={unknown}
        placeholder={unknown ? 'Niet bekend' : '€ 0,00'}
        style={{ flex: 1 }}
        {...form.getInputProps(`gezin.${field}`)}
        value={unknown ? '' : form.values.gezin[field]}
      />
      <Checkbox
        label="Niet bekend"
        aria-label={`${label} niet bekend`}
        mb={10}
        {...form.getInputProps(`gezin.${field}NietBekend`, { type: 'checkbox' })}
      />
    </Group>
  );
}
