import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconEye, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { withModals } from '../../../components/alerts/modals-ready';
import { EmptyState } from '../../../components/paged-table/empty-state';
import { PagedTable } from '../../../components/paged-table/paged-table';
import { PageHeader } from '../../../components/page-header/page-header';
import { errorMessage } from '../../../lib/api-client';
import { IfAllowed } from '../../../lib/auth/if-allowed';
import { usePermissions } from '../../../lib/auth/use-permission';
import { formatDate } from '../../../lib/format';
import type { Markt } from '@mvm/domain/markten/schemas';
import { marktenQueryOptions, useDeleteMarkt } from '../api/markten';

/** spec 2 §2 markten-beheer: the remote-paged market table, Nieuw, Bewerken, Verwijderen. */
export function MarktenBeheerPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [order, setOrder] = useState('start_datum desc');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const list = useQuery(marktenQueryOptions({ page, pageSize, order, search }));
  const remove = useDeleteMarkt();
  const { can } = usePermissions();

  const confirmDelete = (markt: Markt) =>
    withModals(() =>
      modals.openConfirmModal({
        title: 'Ben je zeker?',
        children: `Ben je zeker dat je "${markt.naam}" wil verwijderen?`,
        labels: { confirm: 'Verwijder', cancel: 'Annuleren' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          remove.mutate(markt.ID, { onError: (error) => void showErrorAlert('Error!', errorMessage(error)) }),
      }),
    );

  return (
    <Stack gap="sm">
      <PageHeader
        title="Markten"
        actions={
          <IfAllowed verb="POST" path="/v1/markt/">
            <Button leftSection={<IconPlus size={18} />} onClick={() => void navigate('/martken/details/0')}>
              Nieuw
            </Button>
          </IfAllowed>
        }
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
          setPage(1);
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Zoeken"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            style={{ flex: 1 }}
            maw={420}
          />
          <Button type="submit" variant="light" leftSection={<IconSearch size={18} />}>
            Zoeken
          </Button>
        </Group>
      </form>
      <PagedTable
        label="Markten"
        columns={[
          {
            key: 'naam',
            header: <SortButton label="Naam" field="naam" order={order} onOrder={setOrder} />,
            render: (m: Markt) => m.naam,
          },
          { key: 'kinderen', header: 'Voor Kinderen', render: (m: Markt) => (m.voorKinderen ? 'Ja' : 'Nee') },
          {
            key: 'start',
            header: <SortButton label="Startdatum" field="start_datum" order={order} onOrder={setOrder} />,
            render: (m: Markt) => formatDate(m.startDatum),
          },
          {
            key: 'eind',
            header: <SortButton label="Einddatum" field="eind_datum" order={order} onOrder={setOrder} />,
            render: (m: Markt) => formatDate(m.eindDatum),
          },
          {
            key: 'acties',
            header: 'Acties',
            align: 'right',
            render: (m: Markt) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                {/* Issue 27 item 8: a user who may not save a market opens it to look at it. */}
                {can('PUT', `/v1/markt/${m.ID}`) ? (
                  <Button
                    size="sm"
                    variant="light"
                    leftSection={<IconEdit size={16} />}
                    onClick={() => void navigate(`/martken/details/${m.ID}`)}
                  >
                    Bewerken
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="light"
                    leftSection={<IconEye size={16} />}
                    onClick={() => void navigate(`/martken/details/${m.ID}`)}
                  >
                    Bekijken
                  </Button>
                )}
                <IfAllowed verb="DELETE" path={`/v1/markt/${m.ID}`}>
                  <Button
                    size="sm"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => confirmDelete(m)}
                    // Issue 27: busy while a deletion runs, so it is not asked (and sent) twice.
                    loading={remove.isPending && remove.variables === m.ID}
                    disabled={remove.isPending}
                  >
                    Verwijderen
                  </Button>
                </IfAllowed>
              </Group>
            ),
          },
        ]}
        rows={list.data?.rows ?? []}
        rowKey={(m) => m.ID}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        loading={list.isPending}
        empty={
          <EmptyState title="Geen markten">
            {can('POST', '/v1/markt/') ? 'Maak een markt aan met Nieuw.' : 'Er zijn nog geen markten.'}
          </EmptyState>
        }
      />
    </Stack>
  );
}

type SortButtonProps = { label: string; field: string; order: string; onOrder: (order: string) => void };

/** A column header that sorts on the server (spec 2 §9: naam, start_datum, eind_datum). */
function SortButton({ label, field, order, onOrder }: SortButtonProps) {
  const [current, direction] = order.split(' ');
  const active = current === field;
  const next = active && direction === 'asc' ? 'desc' : 'asc';
  return (
    <Button
      variant="subtle"
      color="dark"
      size="compact-md"
      px={4}
      onClick={() => onOrder(`${field} ${next}`)}
      aria-label={`Sorteer op ${label.toLowerCase()}${active ? (direction === 'asc' ? ', nu oplopend' : ', nu aflopend') : ''}`}
    >
      {label}
      {active ? (direction === 'asc' ? ' ▲' : ' ▼') : ''}
    </Button>
  );
}
