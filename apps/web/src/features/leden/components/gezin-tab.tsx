import { useState } from 'react';
import { Paper, Text } from '@mantine/core';
import { GezinHeader } from '../../../components/gezinslid/gezin-header';
import { GezinsledenTable } from '../../../components/gezinslid/gezinsleden-table';
import { displayNames } from '../../../components/gezinslid/gezinslid-labels';
import { usePermissions } from '../../../lib/auth/use-permission';
import type { Dossier, Gezinslid } from '../api/types';
import { DeleteGezinslidModal } from './delete-gezinslid-modal';
import { GezinslidModal } from './gezinslid-modal';

type GezinTabProps = { mvmnummer: number; dossier: Dossier };

/** spec 2 §2 Family tab: the household members; the head cannot be edited or deleted here. */
export function GezinTab({ mvmnummer, dossier }: GezinTabProps) {
  const { can } = usePermissions();
  // The member stays set while a dialog closes, so its title does not change during the animation.
  const [editing, setEditing] = useState<{ lid?: Gezinslid; opened: boolean }>({ opened: false });
  const [deleting, setDeleting] = useState<{ lid?: Gezinslid; opened: boolean }>({ opened: false });
  const leden = dossier.gezin.leden;
  const names = displayNames(leden);
  const head = leden.find((l) => l.gezinsHoofd);
  const base = `/v1/lid/${mvmnummer}/gezinslid`;

  return (
    <Paper withBorder radius="md" p="md">
      <GezinHeader onAdd={() => setEditing({ opened: true })} canAdd={can('POST', base)} />
      <GezinsledenTable
        leden={leden}
        names={names}
        hasActions={(lid) => !lid.gezinsHoofd}
        canEdit={(lid) => can('PUT', `${base}/${lid.ID}`)}
        canDelete={(lid) => can('DELETE', `${base}/${lid.ID}`)}
        onEdit={(lid) => setEditing({ lid, opened: true })}
        onDelete={(lid) => setDeleting({ lid, opened: true })}
        headBadgeTt="none"
      />
      {leden.length <= 1 ? (
        <Text c="dimmed" size="sm" ta="center" mt="md">
          Nog geen andere gezinsleden. Voeg de kinderen en de partner toe met "Gezinslid Toevoegen".
        </Text>
      ) : null}
      <GezinslidModal
        mvmnummer={mvmnummer}
        lid={editing.lid}
        familienaam={head?.achternaam ?? ''}
        opened={editing.opened}
        onClose={() => setEditing((e) => ({ ...e, opened: false }))}
      />
      <DeleteGezinslidModal
        mvmnummer={mvmnummer}
        lid={deleting.lid}
        opened={deleting.opened}
        naam={
          deleting.lid ? [names.get(deleting.lid.ID), deleting.lid.achternaam].filter(Boolean).join(' ') : ''
        }
        onClose={() => setDeleting((d) => ({ ...d, opened: false }))}
      />
    </Paper>
  );
}
