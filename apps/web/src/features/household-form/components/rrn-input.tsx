import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatRrnPartial, isValidRrn, normalizeRrn, RRN_LENGTH } from '@mvm/domain';

export const RRN_INVALID = 'Ongeldig rijksregisternummer';
export const RRN_INCOMPLETE = `Een rijksregisternummer heeft ${RRN_LENGTH} cijfers`;

type RrnInputProps = {
  /** Digits only. */
  value: string;
  onChange: (digits: string) => void;
  /** Called when the field is left (spec 2 §5: the duplicate check). */
  onBlur?: (digits: string) => void;
  /** An error from the form or the server, shown instead of the own checks. */
  error?: string;
  withAsterisk?: boolean;
  disabled?: boolean;
};

/**
 * spec 2 §5 national register number: digits only, formatted as typed (85.07.30-033.28), green when
 * the checksum holds and red when it does not; an incomplete number is red once the field is left.
 */
export function RrnInput({ value, onChange, onBlur, error, withAsterisk, disabled }: RrnInputProps) {
  const [left, setLeft] = useState(false);
  const digits = normalizeRrn(value);
  const complete = digits.length === RRN_LENGTH;
  const valid = complete && isValidRrn(digits);
  const ownError =
    complete && !valid ? RRN_INVALID : left && digits.length > 0 && !complete ? RRN_INCOMPLETE : undefined;
  const shownError = error ?? ownError;

  return (
    <TextInput
      label="Rijksregisternummer"
      description="11 cijfers, bv. 85.07.30-033.28"
      inputMode="numeric"
      autoComplete="off"
      withAsterisk={withAsterisk}
      disabled={disabled}
      value={formatRrnPartial(digits)}
      onChange={(event) => {
        setLeft(false);
        onChange(normalizeRrn(event.currentTarget.value).slice(0, RRN_LENGTH));
      }}
      onBlur={() => {
        setLeft(true);
        onBlur?.(digits);
      }}
      error={shownError}
      data-valid={valid || undefined}
      rightSection={
        valid && !shownError ? (
          <IconCircleCheck
            size={22}
            color="var(--mantine-color-green-7)"
            aria-label="Geldig rijksregisternummer"
          />
        ) : null
      }
      styles={valid && !shownError ? { input: { borderColor: 'var(--mantine-color-green-7)' } } : undefined}
    />
  );
}
