import { Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconPrinter, IconUserPlus } from '@tabler/icons-react';
import type { HouseholdContext, SaveMode } from '../model/form-values';

/** What the bar says about the typed values (never 'Opgeslagen' for a new form or after a failed save). */
export type SaveStatus = 'new' | 'dirty' | 'saving' | 'failed' | 'saved';

const STATUS_TEXT: Record<SaveStatus, string> = {
  new: 'Nog niet opgeslagen',
  dirty: 'Niet opgeslagen',
  saving: 'Bezig met opslaan…',
  failed: 'Opslaan mislukt: niet opgeslagen',
  saved: 'Opgeslagen',
};

type FormActionsProps = {
  context: HouseholdContext;
  status: SaveStatus;
  saving: boolean;
  printing: boolean;
  canSave: boolean;
  /** 'Lid Inschrijven' is offered (one-off context, no zoho flag, not yet a member, allowed). */
  showRegisterMember: boolean;
  canRegisterMember: boolean;
  onSave: (mode: SaveMode) => void;
  onPrint: () => void;
};

/** A bar above the form that stays in view under the header: Print on the left, the save buttons on the right. */
export function FormActions({
  context,
  status,
  saving,
  printing,
  canSave,
  showRegisterMember,
  canRegisterMember,
  onSave,
  onPrint,
}: FormActionsProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow="sm"
      style={{
        position: 'sticky',
        top: 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-xs))',
        zIndex: 5,
      }}
      aria-label="Acties"
      component="div"
      role="toolbar"
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} />}
            onClick={onPrint}
            loading={printing}
          >
            Print
          </Button>
          <Text
            size="sm"
            c={status === 'failed' ? 'red.8' : status === 'dirty' ? 'orange.9' : 'dimmed'}
            aria-live="polite"
          >
            {STATUS_TEXT[status]}
          </Text>
        </Group>
        <Group gap="sm">
          {/* Issue 27 item 8: a save the roles do not allow is not offered at all. */}
          {showRegisterMember && canRegisterMember ? (
            <Button
              variant="light"
              leftSection={<IconUserPlus size={18} />}
              onClick={() => onSave('lid')}
              disabled={saving}
              loading={saving}
            >
              Lid Inschrijven
            </Button>
          ) : null}
          {canSave ? (
            <Tooltip label="Sneltoets: Ctrl+S">
              <Button
                leftSection={<IconDeviceFloppy size={18} />}
                onClick={() => onSave(context)}
                disabled={saving}
                loading={saving}
              >
                {context === 'punctueel' ? 'Opslaan als eenmalige hulp' : 'Opslaan'}
              </Button>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
