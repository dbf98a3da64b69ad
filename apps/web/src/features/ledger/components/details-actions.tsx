import { Button } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { Ledger } from '../hooks/use-ledger';

/** 'Terug' to the area's search (through the unsaved-changes guard), with the search text kept. */
export function BackButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={18} />}
      onClick={() => void navigate(to)}
      style={{ flexShrink: 0 }}
    >
      Terug
    </Button>
  );
}

/** spec 1 §2: 'Opslaan', enabled only when something changed (and not while saving). */
export function SaveButton({ ledger, disabled }: { ledger: Ledger; disabled?: boolean }) {
  return (
    <Button
      leftSection={<IconDeviceFloppy size={18} />}
      onClick={() => void ledger.save().catch(() => undefined)}
      loading={ledger.saving}
      disabled={!ledger.dirty || disabled}
    >
      Opslaan
    </Button>
  );
}
