import { useState } from 'react';
import { Button, Center, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AdminObject, Catalogus } from '@mvm/domain/ledger/catalogue-schemas';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { withModals } from '../../../components/alerts/modals-ready';
import { PageHeader } from '../../../components/page-header/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useCan } from '../../../lib/auth/if-allowed';
import { usePermissions } from '../../../lib/auth/use-permission';
import { catalogusQueryOptions, useSaveCatalogus, type CatalogusChange } from '../api/catalogus-api';
import { CATALOGUS_AFDELINGEN, catalogusPath, type Afdeling } from '../model/afdelingen';
import { moved } from '../model/reorder';
import { CategorieBlock, type CategorieActions } from './categorie-block';
import { CategorieDialog } from './categorie-dialog';
import { MatenDialog } from './maten-dialog';
import { ObjectDialog } from './object-dialog';

type AdminCategorie = Catalogus['categorieen'][number];
type OpenDialog =
  | { kind: 'categorie'; categorie?: AdminCategorie }
  | { kind: 'object'; categorie: AdminCategorie; item?: AdminObject }
  | { kind: 'maten'; itemId: number };

const byOrder = <T extends { order: number; ID: number }>(a: T, b: T) => a.order - b.order || a.ID - b.ID;

/** The desks this user may manage (GET on /v1/beheer/catalogus/{afdeling}). */
function useAllowedDesks() {
  const { can } = usePermissions();
  return CATALOGUS_AFDELINGEN.filter((a) => can('GET', catalogusPath(a.value)));
}

/**
 * The admin catalogue (beyond the spec, issue 8): per desk its categories and items; add, rename, reorder,
 * retire and restore them. Nothing is deleted: a retired entry keeps its rows and leaves the pickers.
 */
export function CatalogusPage() {
  const desks = useAllowedDesks();
  const [params, setParams] = useSearchParams();
  const afdeling = desks.find((d) => d.value === params.get('afdeling'))?.value ?? desks[0]?.value;

  return (
    <Stack gap="sm">
      <PageHeader title="Catalogus" />
      {desks.length > 1 ? (
        <SegmentedControl
          aria-label="Afdeling"
          value={afdeling}
          onChange={(value) => setParams({ afdeling: value }, { replace: true })}
          data={desks}
          style={{ alignSelf: 'flex-start' }}
        />
      ) : null}
      {afdeling ? <DeskCatalogus key={afdeling} afdeling={afdeling} /> : null}
    </Stack>
  );
}

function DeskCatalogus({ afdeling }: { afdeling: Afdeling }) {
  const query = useQuery(catalogusQueryOptions(afdeling));
  const save = useSaveCatalogus(afdeling);
  // Every change is a POST or PUT under the desk's catalogue; a role that only reads it sees no buttons.
  const editable = useCan('POST', `${catalogusPath(afdeling)}/categorie`);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  const change = (body: CatalogusChange) =>
    save.mutate(body, { onError: (error) => void showErrorAlert('Error bij opslaan!', errorMessage(error)) });

  /** Retiring or restoring asks first: the desks see the difference at once. */
  const confirmToggle = (what: string, actief: boolean, apply: () => void) =>
    withModals(() =>
      modals.openConfirmModal({
        title: 'Ben je zeker?',
        centered: true,
        children: actief ? (
          <Text>
            Ben je zeker dat je {what} uit gebruik wil nemen? Het verdwijnt uit de keuzelijsten van de desk;
            rijen die het al hebben, blijven het tonen.
          </Text>
        ) : (
          <Text>Ben je zeker dat je {what} terug in gebruik wil nemen?</Text>
        ),
        labels: { confirm: actief ? 'Uit gebruik nemen' : 'Terugzetten', cancel: 'Annuleren' },
        confirmProps: { color: actief ? 'red' : 'green' },
        onConfirm: apply,
      }),
    );

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Catalogus laden" />
      </Center>
    );
  if (query.isError)
    return <Text c="red.8">De catalogus kon niet geladen worden: {errorMessage(query.error)}</Text>;

  const categorieen = [...query.data.categorieen].sort(byOrder);
  const itemsOf = (categorie: AdminCategorie) =>
    query.data.objects.filter((o) => o.categorie.ID === categorie.ID).sort(byOrder);
  const categorieIds = categorieen.map((c) => c.ID);

  const actions: CategorieActions = {
    busy: save.isPending,
    editable,
    moveCategorie: (categorie, step) => {
      const order = moved(categorieIds, categorie.ID, step);
      if (order) change({ kind: 'volgorde', body: { categorieen: order } });
    },
    editCategorie: (categorie) => setDialog({ kind: 'categorie', categorie }),
    toggleCategorie: (categorie) =>
      confirmToggle(`de categorie ${categorie.naam}`, categorie.actief, () =>
        change({ kind: 'categorie', id: categorie.ID, body: { actief: !categorie.actief } }),
      ),
    addItem: (categorie) => setDialog({ kind: 'object', categorie }),
    moveItem: (item, siblings, step) => {
      const order = moved(
        siblings.map((s) => s.ID),
        item.ID,
        step,
      );
      if (order) change({ kind: 'volgorde', body: { objects: order } });
    },
    editItem: (item) => {
      const categorie = categorieen.find((c) => c.ID === item.categorie.ID);
      if (categorie) setDialog({ kind: 'object', categorie, item });
    },
    editSizes: (item) => setDialog({ kind: 'maten', itemId: item.ID }),
    toggleItem: (item) =>
      confirmToggle(`het item ${item.naam}`, item.actief, () =>
        change({ kind: 'object', id: item.ID, body: { actief: !item.actief } }),
      ),
  };
  // The sizes dialog follows the catalogue as it changes (a size added, renamed or moved).
  const matenItem =
    dialog?.kind === 'maten' ? query.data.objects.find((o) => o.ID === dialog.itemId) : undefined;

  return (
    <Stack gap="md">
      {editable ? (
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({ kind: 'categorie' })}
          style={{ alignSelf: 'flex-start' }}
        >
          Categorie toevoegen
        </Button>
      ) : null}
      {categorieen.length === 0 ? (
        <Text c="dimmed">
          Deze afdeling heeft nog geen categorieën. Voeg er een toe met 'Categorie toevoegen'.
        </Text>
      ) : null}
      {categorieen.map((categorie, index) => (
        <CategorieBlock
          key={categorie.ID}
          categorie={categorie}
          items={itemsOf(categorie)}
          first={index === 0}
          last={index === categorieen.length - 1}
          actions={actions}
        />
      ))}
      {dialog?.kind === 'categorie' ? (
        <CategorieDialog afdeling={afdeling} categorie={dialog.categorie} onClose={close} />
      ) : null}
      {dialog?.kind === 'object' ? (
        <ObjectDialog afdeling={afdeling} categorie={dialog.categorie} item={dialog.item} onClose={close} />
      ) : null}
      {matenItem ? <MatenDialog afdeling={afdeling} item={matenItem} onClose={close} /> : null}
    </Stack>
  );
}
