import { DateInput } from '@mantine/dates';
import { parseDateInput, toIsoDate } from '@mvm/domain';

type BirthDateInputProps = {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: unknown;
  withAsterisk?: boolean;
  label?: string;
};

/** dd/MM/yyyy on screen (typed or picked), 'yyyy-MM-dd' in the form; spec 2 §5: never in the future. */
export function BirthDateInput({
  value,
  onChange,
  error,
  withAsterisk,
  label = 'Geboortedatum',
}: BirthDateInputProps) {
  return (
    <DateInput
      label={label}
      placeholder="dd/mm/jjjj"
      valueFormat="DD/MM/YYYY"
      dateParser={(text) => {
        const date = parseDateInput(text);
        return date ? toIsoDate(date) : null;
      }}
      maxDate={new Date()}
      defaultLevel={value ? 'month' : 'decade'}
      clearable
      withAsterisk={withAsterisk}
      value={value}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
      // Form errors are the save rules' messages: strings.
      error={error as string | undefined}
      size="md"
    />
  );
}
