import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';

type RenewConfirmModalProps = {
  opened: boolean;
  /** The period the server will create (DESIGN.md renewal rule, the same domain function). */
  period: { start: Date; eind: Date };
  renewing: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** issue 7: 'Verlengen' asks first and shows the new period, so a renewal is never a blind click. */
export function RenewConfirmModal({ opened, period, renewing, onConfirm, onClose }: RenewConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Lidmaatschap verlengen?" centered>
      <Stack gap="lg">
        <Text>
          Het nieuwe lidmaatschap loopt van <strong>{formatDate(period.start)}</strong> tot{' '}
          <strong>{formatDate(period.eind)}</strong>.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={renewing}>
            Annuleren
          </Button>
          <Button onClick={onConfirm} loading={renewing} data-autofocus>
            Ja, verlengen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
