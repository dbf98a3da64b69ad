import { useState } from 'react';
import { NumberInput } from '@mantine/core';

type Props = {
  label: string;
  value: number | null;
  onChange: (leeftijd: number | null) => void;
  error?: string;
};

/** What a half-typed entry stands for: Mantine hands '4.' (its own form of '4,') while a half year is typed. */
function parseEntry(entry: string | number): number | null {
  if (typeof entry === 'number') return entry;
  const value = Number(entry.replace(',', '.'));
  return entry.trim() !== '' && Number.isFinite(value) ? value : null;
}

/**
 * A child's age in years, with a comma and steps of 0,5 (spec 2 §2). The field keeps what is being typed: '4,'
 * stays '4,' until the 5 follows (issue 27: it was cleared, so '4,5' became 5). No value is rounded or clamped
 * behind the volunteer's back; a wrong one gets its message (`error`) and is refused on saving.
 */
export function LeeftijdInput({ label, value, onChange, error }: Props) {
  const [entry, setEntry] = useState<string | number>(value ?? '');
  // A value set from outside (loaded, another row's after a delete) replaces the entry.
  const shown = parseEntry(entry) === value ? entry : (value ?? '');
  return (
    <NumberInput
      aria-label={label}
      value={shown}
      onChange={(next) => {
        setEntry(next);
        onChange(parseEntry(next));
      }}
      step={0.5}
      min={0}
      allowDecimal
      allowNegative={false}
      decimalScale={1}
      decimalSeparator=","
      clampBehavior="none"
      error={error}
    />
  );
}
