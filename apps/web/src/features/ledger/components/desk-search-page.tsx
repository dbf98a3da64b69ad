import { useRef, useState } from 'react';
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { classifySearchTerm, fixScannerInput, formatMemberNumber } from '@mvm/domain';
import type { LedenRow } from '@mvm/domain/leden/schemas';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table/paged-table';
import { EmptyState } from '../../../components/paged-table/empty-state';
import { SearchBox } from '../../../components/search-box/search-box';
import { DESK_SEARCH_PAGE_SIZE, deskSearchQueryOptions, type DeskSearchParams } from '../api/desk-search';
import { isExactSearch, type DeskSearchType } from '../model/desk-search';

export type DeskSearchPageProps = {
  /** 'Materiaal', 'Voeding', 'Zeephuisje'. */
  title: string;
  /** '/materiaal/details': Open goes to `${detailsPath}/MVM123` (spec 1 §2: id = member number). */
  detailsPath: string;
};

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/**
 * spec 1 §2 search screens of material, food and soap house: title, search box with the MVM prefix,
 * the type select 'Leden' / 'Op naam zoeken', and the table Nummer, Voornaam, Famillienaam, Open.
 * The search, its type and page live in the URL, so 'Terug' from a household returns to the same list
 * with its text selected (the next scan replaces it).
 */
export function DeskSearchPage({ title, detailsPath }: DeskSearchPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [urlParams, setUrlParams] = useSearchParams();
  const params: DeskSearchParams = {
    search: urlParams.get('q') ?? '',
    type: urlParams.get('type') === 'naam' ? 'Op naam zoeken' : 'Leden',
    page: positive(urlParams.get('page')),
  };
  const results = useQuery({ ...deskSearchQueryOptions(params), enabled: params.search !== '' });
  const inputRef = useRef<HTMLInputElement>(null);

  const [text, setText] = useState(params.search);
  const [shownSearch, setShownSearch] = useState(params.search);
  if (shownSearch !== params.search) {
    setShownSearch(params.search);
    setText(params.search);
  }

  const update = (next: Partial<DeskSearchParams>) =>
    setUrlParams((prev) => {
      const url = new URLSearchParams(prev);
      const merged = { ...params, ...next };
      if (merged.search) url.set('q', merged.search);
      else url.delete('q');
      if (merged.type === 'Op naam zoeken') url.set('type', 'naam');
      else url.delete('type');
      if (merged.page > 1) url.set('page', String(merged.page));
      else url.delete('page');
      return url;
    });

  const open = (row: LedenRow, from = `${location.pathname}${location.search}`) =>
    void navigate(`${detailsPath}/${formatMemberNumber(row.mvmnummer)}`, { state: { from } });

  const rows = params.search ? (results.data?.rows ?? []) : [];
  const single =
    params.search && !results.isFetching && results.data?.total === 1 && rows.length === 1
      ? rows[0]
      : undefined;

  const openExact = async (term: string, type: DeskSearchType): Promise<boolean> => {
    if (!isExactSearch(term)) return false;
    const found = await queryClient
      .fetchQuery(deskSearchQueryOptions({ search: term, type, page: 1 }))
      .catch(() => undefined);
    const kind = classifySearchTerm(term);
    const match =
      kind.kind === 'mvmnummer'
        ? found?.rows.find((row) => row.mvmnummer === kind.value)
        : found?.total === 1
          ? found.rows[0]
          : undefined;
    if (!match) return false;
    const query = new URLSearchParams(location.search);
    query.set('q', term);
    query.delete('page');
    open(match, `${location.pathname}?${query.toString()}`);
    return true;
  };

  const search = async (raw: string, type: DeskSearchType) => {
    // spec 1 §5: the scanner keyboard fix before searching.
    const term = fixScannerInput(raw).trim();
    setText(term);
    if (term === params.search && type === params.type && single) return open(single);
    if (await openExact(term, type)) return;
    update({ search: term, type, page: 1 });
  };

  const columns: PagedTableColumn<LedenRow>[] = [
    { key: 'nummer', header: 'Nummer', render: (r) => formatMemberNumber(r.mvmnummer) },
    { key: 'voornaam', header: 'Voornaam', render: (r) => r.voornaam },
    { key: 'achternaam', header: 'Famillienaam', render: (r) => r.achternaam },
    {
      key: 'open',
      header: <VisuallyHidden>Openen</VisuallyHidden>,
      align: 'right',
      render: (r) => (
        <Button
          variant="light"
          px="sm"
          leftSection={<IconFolderOpen size={18} />}
          aria-label={`Open ${formatMemberNumber(r.mvmnummer)}`}
          onClick={(event) => {
            event.stopPropagation();
            open(r);
          }}
        >
          Open
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={title} />
      <Stack gap="md">
        <SearchBox
          onSearch={({ text: typed, type }) => void search(typed, type)}
          text={text}
          onTextChange={setText}
          type={params.type}
          onTypeChange={(type) => update({ type, page: 1 })}
          loading={results.isFetching && !results.isPending}
          captureTyping
          inputRef={inputRef}
        />
        {single ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            Eén lid gevonden: druk op Enter om {formatMemberNumber(single.mvmnummer)} te openen.
          </Text>
        ) : null}
        <PagedTable
          label={`${title}: zoekresultaten`}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.ID}
          total={params.search ? (results.data?.total ?? 0) : 0}
          page={params.page}
          pageSize={DESK_SEARCH_PAGE_SIZE}
          onPageChange={(page) => update({ page })}
          loading={params.search !== '' && results.isPending}
          onRowClick={(r) => open(r)}
          empty={
            <EmptyState title={params.search ? 'Geen leden gevonden' : 'Zoek een gezin'}>
              {params.search
                ? 'Kijk het lidnummer of de schrijfwijze na, of kies "Op naam zoeken".'
                : 'Scan de lidkaart of de eID, of typ een lidnummer of een naam en druk op Enter.'}
            </EmptyState>
          }
        />
      </Stack>
    </>
  );
}
