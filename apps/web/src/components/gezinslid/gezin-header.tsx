import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

type GezinHeaderProps = { onAdd: () => void; addDisabled: boolean };

/** spec 2 §2: the 'Gezin' title with 'Gezinslid Toevoegen', above the household members table. */
export function GezinHeader({ onAdd, addDisabled }: GezinHeaderProps) {
  return (
    <Group justify="space-between" mb="md">
      <Title order={2} size="h3">
        Gezin
      </Title>
      <Button leftSection={<IconPlus size={18} />} onClick={onAdd} disabled={addDisabled}>
        Gezinslid Toevoegen
      </Button>
    </Group>
  );
}
