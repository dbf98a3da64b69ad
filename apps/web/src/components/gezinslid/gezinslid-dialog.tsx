import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import type { Gezinslid } from '@mvm/domain/leden/schemas';
import { fullName } from './gezinslid-labels';

/** The props both areas' household member modals take, next to their own id of the household. */
export type GezinslidModalBaseProps = {
  /** The member being edited; undefined adds one. */
  lid?: Gezinslid;
  /** Pre-fills the surname of a new member with the family's. */
  familienaam: string;
  opened: boolean;
  onClose: () => void;
};

type GezinslidDialogProps = {
  /** The member being edited; undefined adds one. */
  lid?: Gezinslid;
  opened: boolean;
  onClose: () => void;
  /** The form; mounted per opening, so it starts from the member shown. */
  children: ReactNode;
};

/** spec 2 §2 family modal: titled 'Gezinslid Toevoegen' or '{voornaam} {achternaam} Bewerken'. */
export function GezinslidDialog({ lid, opened, onClose, children }: GezinslidDialogProps) {
  const title = lid ? `${fullName(lid)} Bewerken` : 'Gezinslid Toevoegen';
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      {opened ? children : null}
    </Modal>
  );
}
