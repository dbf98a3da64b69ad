import { Group, Select, Text, TextInput } from '@mantine/core';
import { PRINT_TYPES, type PrintType } from '@mvm/domain/printing/bodies';
import { PRINT_SCOPES, type PrintScope } from '../model/search-request';

export type PrintSettings = { printType: PrintType; andere: string; scope: PrintScope };

type PrintControlsProps = {
  value: PrintSettings;
  onChange: (next: PrintSettings) => void;
  lastTicket: number | null;
  andereError?: string;
};

/**
 * spec 1 §2 Reception print controls: the print type (Andere reveals a free-text box) and a dropdown to print
 * only food or only market. The last ticket's number (spec 1 §4: starts at 1, grows per print).
 */
export function PrintControls({ value, onChange, lastTicket, andereError }: PrintControlsProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Printtype"
        data={[...PRINT_TYPES]}
        value={value.printType}
        allowDeselect={false}
        onChange={(next) => {
          const printType = PRINT_TYPES.find((t) => t === next);
          if (printType) onChange({ ...value, printType });
        }}
        w={220}
      />
      {value.printType === 'Andere' ? (
        <TextInput
          label="Andere"
          placeholder="Wat moet er op het ticket?"
          value={value.andere}
          error={andereError}
          maxLength={80}
          onChange={(event) => onChange({ ...value, andere: event.currentTarget.value })}
          w={240}
        />
      ) : null}
      <Select
        label="Wat printen"
        data={[...PRINT_SCOPES]}
        value={value.scope}
        allowDeselect={false}
        onChange={(next) => {
          const scope = PRINT_SCOPES.find((s) => s === next);
          if (scope) onChange({ ...value, scope });
        }}
        w={220}
      />
      <Text size="sm" c="dimmed" aria-live="polite" pb={8}>
        {lastTicket === null ? 'Nog geen ticket geprint' : `Laatste ticket: ${lastTicket}`}
      </Text>
    </Group>
  );
}
