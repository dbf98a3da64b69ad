import { Button, Group } from '@mantine/core';

export type FormActionsProps = {
  onCancel: () => void;
  /** The save request runs: Opslaan spins and Annuleren waits, so nothing is sent twice. */
  saving: boolean;
  saveDisabled?: boolean;
  mt?: string;
};

/** The footer of every modal form: 'Annuleren' and the submit button 'Opslaan'. */
export function FormActions({ onCancel, saving, saveDisabled, mt }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Annuleren
      </Button>
      <Button type="submit" loading={saving} disabled={saveDisabled}>
        Opslaan
      </Button>
    </Group>
  );
}
