import { Textarea } from '@mantine/core';

/** The desk's own remark about the household ('Opmerking'), in the info block. */
export function RemarkField({
  value,
  onChange,
  disabled,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <Textarea
      label="Opmerking"
      autosize
      minRows={3}
      maxRows={6}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={disabled}
    />
  );
}
