import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseDateInput, toIsoDate } from '@mvm/domain';

/** spec 2 §5: typed as dd/MM/yyyy (or yyyy-MM-dd), read on the Brussels calendar. */
export const parseBelgianDate = (text: string): string | null => {
  const date = parseDateInput(text);
  return date ? toIsoDate(date) : null;
};

/** A date field that shows and reads dd/MM/yyyy (UX.md), with the value as 'yyyy-MM-dd'. */
export function BelgianDateInput(props: DateInputProps) {
  return (
    <DateInput valueFormat="DD/MM/YYYY" placeholder="dd/mm/jjjj" dateParser={parseBelgianDate} {...props} />
  );
}
