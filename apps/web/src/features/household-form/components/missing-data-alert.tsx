import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MISSING_DATA_MESSAGE } from '@mvm/domain';

/** spec 2 §2: warnings for existing members, under the spec's header text. */
export function MissingDataAlert({ warnings }: { warnings: string[] }) {
  if (!warnings.length) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle aria-hidden />}
      title={MISSING_DATA_MESSAGE}
    >
      <List size="sm" spacing={2}>
        {warnings.map((w) => (
          <List.Item key={w}>{w}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
