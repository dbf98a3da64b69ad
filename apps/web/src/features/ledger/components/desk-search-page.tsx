import { useRef } from 'react';
import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMemberNumber } from '@mvm/domain';
import type { LedenRow } from '@mvm/domain/leden/schemas';
import { openMemberColumn } from '../../../components/member-search/open-member-column';
import { SingleResultHint } from '../../../components/member-search/single-result-hint';
import { useMemberSearch } from '../../../components/member-search/use-member-search';
import { PageHeader } from '../../../components/page-header/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table/paged-table';
import { EmptyState } from '../../../components/paged-table/empty-state';
import { SearchBox } from '../../../components/search-box/search-box';
import { DESK_SEARCH_PAGE_SIZE, deskSearchQueryOptions } from '../api/desk-search';
import { useDeskSearchParams } from '../hooks/use-desk-search-params';
import type { DeskSearchType } from '../model/desk-search';

export type DeskSearchPageProps = {
  /** 'Materiaal', 'Voeding', 'Zeephuisje'. */
  title: string;
  /** '/materiaal/details': Open goes to `${detailsPath}/MVM123` (spec 1 §2: id = member number). */
  detailsPath: string;
};

/**
 * spec 1 §2 search screens of material, food and soap house: title, search box with the MVM prefix,
 * the type select 'Leden' / 'Op naam zoeken', and the table Nummer, Voornaam, Famillienaam, Open.
 * The search behaves as the members' search (useMemberSearch); its type and page live in the URL too.
 */
export function DeskSearchPage({ title, detailsPath }: DeskSearchPageProps) {
  const queryClient = useQueryClient();
  const { params, update } = useDeskSearchParams();
  const results = useQuery({ ...deskSearchQueryOptions(params), enabled: params.search !== '' });
  const inputRef = useRef<HTMLInputElement>(null);
  const { text, setText, single, open, submit } = useMemberSearch({
    search: params.search,
    result: results.data,
    fetching: results.isFetching,
    detailsPath,
  });

  const search = (raw: string, type: DeskSearchType) =>
    submit(raw, {
      repeats: (term) => term === params.search && type === params.type,
      firstPage: (term) => queryClient.fetchQuery(deskSearchQueryOptions({ search: term, type, page: 1 })),
      show: (term) => update({ search: term, type, page: 1 }),
    });

  const columns: PagedTableColumn<LedenRow>[] = [
    { key: 'nummer', header: 'Nummer', render: (r) => formatMemberNumber(r.mvmnummer) },
    { key: 'voornaam', header: 'Voornaam', render: (r) => r.voornaam },
    { key: 'achternaam', header: 'Famillienaam', render: (r) => r.achternaam },
    openMemberColumn<LedenRow>((r) => open(r)),
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
        <SingleResultHint member={single} />
        <PagedTable
          label={`${title}: zoekresultaten`}
          columns={columns}
          rows={params.search ? (results.data?.rows ?? []) : []}
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
