import { useRef } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SingleResultHint } from '../../../components/member-search/single-result-hint';
import { useMemberSearch } from '../../../components/member-search/use-member-search';
import { PageHeader } from '../../../components/page-header/page-header';
import { SearchBox } from '../../../components/search-box/search-box';
import { IfAllowed } from '../../../lib/auth/if-allowed';
import { useBarcodeScanner } from '../../../lib/scanner/use-barcode-scanner';
import { ledenQueryOptions } from '../api/get-leden';
import { EidLookupButton } from './eid-lookup-button';
import { LedenTable } from './leden-table';
import { useLedenSearchParams } from './use-leden-search-params';

/** spec 2 §2 'Member search': title Leden, Nieuw, a search box with Zoeken and the remote-paged table. */
export function LedenSearchPage() {
  const { params, update } = useLedenSearchParams();
  const leden = useQuery(ledenQueryOptions(params));
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const { text, setText, single, open, submit } = useMemberSearch({
    search: params.search,
    result: leden.data,
    fetching: leden.isFetching,
    detailsPath: '/leden/details',
  });

  const search = (raw: string) =>
    submit(raw, {
      repeats: (term) => term === params.search,
      firstPage: (term) => queryClient.fetchQuery(ledenQueryOptions({ ...params, search: term, page: 1 })),
      show: (term) => update({ search: term, page: 1 }),
    });

  // spec 1 §7: a scan from the desk's scanner service fills the box and searches.
  useBarcodeScanner((value) => void search(value));

  return (
    <>
      <PageHeader
        title="Leden"
        actions={
          <>
            <EidLookupButton />
            <IfAllowed verb="POST" path="/v1/punctuelehulp/">
              <Button component={Link} to="/punctuele/details/0" leftSection={<IconPlus size={18} />}>
                Nieuw
              </Button>
            </IfAllowed>
          </>
        }
      />
      <Stack gap="md">
        <SearchBox
          onSearch={({ text: typed }) => void search(typed)}
          text={text}
          onTextChange={setText}
          withTypeSelect={false}
          label="Zoeken"
          placeholder="Naam, lidnummer of rijksregisternummer"
          loading={leden.isFetching && !leden.isPending}
          captureTyping
          inputRef={inputRef}
        />
        <SingleResultHint member={single} />
        <LedenTable
          rows={leden.data?.rows ?? []}
          total={leden.data?.total ?? 0}
          page={params.page}
          pageSize={params.pageSize}
          order={params.order}
          loading={leden.isPending}
          searched={params.search !== ''}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
          onSort={(order) => update({ order, page: 1 })}
          onOpen={(row) => open(row)}
        />
      </Stack>
    </>
  );
}
