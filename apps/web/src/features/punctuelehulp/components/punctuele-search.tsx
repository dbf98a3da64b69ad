import { useEffect, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFolderOpen, IconId, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatCaseNumber } from '@mvm/domain';
import type { PunctueleRow } from '@mvm/domain/leden/schemas';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState } from '../../../components/paged-table/empty-state';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table/paged-table';
import { SearchBox } from '../../../components/search-box/search-box';
import { IfAllowed } from '../../../lib/auth/if-allowed';
import { formatDate } from '../../../lib/format';
import { PUNCTUELE_PAGE_SIZE, punctueleListQueryOptions } from '../api/list-punctuele';
import { shouldAutoSearch } from '../model/search-rule';

// Typing pauses this long before the list reloads by itself.
export const SEARCH_DEBOUNCE_MS = 400;

/** spec 2 §2 'Eenmalige Hulp': one-off help cases, 10 a page, searched by name or number. */
export function PunctueleSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (!shouldAutoSearch(debounced)) return;
    setSearch(debounced.trim());
    setPage(1);
  }, [debounced]);

  const list = useQuery(punctueleListQueryOptions(page, search));
  const open = (row: PunctueleRow) => void navigate(`/punctuele/details/${row.enummer}`);

  const columns: PagedTableColumn<PunctueleRow>[] = [
    { key: 'enummer', header: 'E-nummer', render: (r) => formatCaseNumber(r.enummer), width: 120 },
    { key: 'voornaam', header: 'Voornaam', render: (r) => r.voornaam },
    { key: 'achternaam', header: 'Achternaam', render: (r) => r.achternaam },
    { key: 'created', header: 'Inschrijvingsdatum', render: (r) => formatDate(r.CreatedAt) },
    { key: 'land', header: 'Land', render: (r) => r.geboorteland || '—' },
    {
      key: 'open',
      header: 'Open',
      align: 'right',
      render: (r) => (
        <Button
          size="sm"
          variant="light"
          leftSection={<IconFolderOpen size={16} />}
          onClick={(event) => {
            event.stopPropagation();
            open(r);
          }}
          aria-label={`Open ${formatCaseNumber(r.enummer)} ${r.voornaam} ${r.achternaam}`}
          mih={40}
        >
          Open
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title="Eenmalige Hulp"
        actions={
          <>
            <IfAllowed verb="POST" path="/v1/punctuelehulp/">
              <Button
                variant="light"
                leftSection={<IconId size={18} />}
                onClick={() => void navigate('/punctuele/details/0?readEID=1')}
              >
                Nieuw met eID
              </Button>
              <Button
                leftSection={<IconPlus size={18} />}
                onClick={() => void navigate('/punctuele/details/0')}
              >
                Nieuw
              </Button>
            </IfAllowed>
          </>
        }
      />
      <SearchBox
        withTypeSelect={false}
        text={text}
        onTextChange={setText}
        placeholder="Naam of E-nummer"
        loading={list.isFetching}
        onSearch={({ text: typed }) => {
          setSearch(typed);
          setPage(1);
          if (typed === search) void list.refetch();
        }}
      />
      <PagedTable
        label="Eenmalige hulp"
        columns={columns}
        rows={list.data?.rows ?? []}
        rowKey={(r) => r.ID}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PUNCTUELE_PAGE_SIZE}
        onPageChange={setPage}
        loading={list.isPending}
        onRowClick={open}
        empty={
          <EmptyState title={search ? 'Geen eenmalige hulp gevonden' : 'Nog geen eenmalige hulp'}>
            {search
              ? 'Probeer een andere zoekterm, of maak een nieuwe inschrijving met ‘Nieuw’.'
              : 'Maak een nieuwe inschrijving met ‘Nieuw’ of ‘Nieuw met eID’.'}
          </EmptyState>
        }
      />
    </Stack>
  );
}
