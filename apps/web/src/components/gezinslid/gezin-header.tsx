import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

type GezinHeaderProps = { onAdd: () => void; canAdd: boolean };

/** spec 2 §2: the 'Gezin' title with 'Gezinslid Toevoegen', above the household members table. */
export function GezinHeader({ onAdd, canAdd }: GezinHeaderProps) {
  return (
    <Group justify="space-between" mb="md">
      <Title order={2} size="h3">
        Gezin
      </Title>
      {/* Issue 27 item 8: offered only when the roles allow adding a household member. */}
      {canAdd ? (
        <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
          Gezinslid Toevoegen
        </Button>
      ) : null}
    </Group>
  );
}
