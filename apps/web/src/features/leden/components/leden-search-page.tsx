import { useRef, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { classifySearchTerm, fixScannerInput, formatMemberNumber, isValidRrn } from '@mvm/domain';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { SearchBox } from '../../../components/search-box/search-box';
import { useBarcodeScanner } from '../../../lib/scanner/use-barcode-scanner';
import { ledenQueryOptions, type LedenListParams } from '../api/get-leden';
import type { LedenRow } from '../api/types';
import { EidLookupButton } from './eid-lookup-button';
import { LedenTable } from './leden-table';
import { useLedenSearchParams } from './use-leden-search-params';

/** spec 2 §2 'Member search': title Leden, Nieuw, a search box with Zoeken and the remote-paged table. */
export function LedenSearchPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { params, update } = useLedenSearchParams();
  const leden = useQuery(ledenQueryOptions(params));
  const inputRef = useRef<HTMLInputElement>(null);

  // The box follows the URL (Back, a link), and keeps what is being typed in between.
  const [text, setText] = useState(params.search);
  const [shownSearch, setShownSearch] = useState(params.search);
  if (shownSearch !== params.search) {
    setShownSearch(params.search);
    setText(params.search);
  }

  const rows = leden.data?.rows ?? [];
  // The one result of a search (not of the whole list: Enter in an empty box opens nobody).
  const single =
    params.search && !leden.isFetching && leden.data?.total === 1 && rows.length === 1 ? rows[0] : undefined;

  const open = (row: LedenRow, from = `${location.pathname}${location.search}`) =>
    void navigate(`/leden/details/${formatMemberNumber(row.mvmnummer)}`, { state: { from } });

  const queryClient = useQueryClient();
  /** UX.md: a scanned member number or a valid national number opens the member on its one Enter. */
  const openExact = async (term: string): Promise<boolean> => {
    const kind = classifySearchTerm(term);
    const isExact =
      kind.kind === 'mvmnummer' || (kind.kind === 'rijksregisternummer' && isValidRrn(kind.value));
    if (!isExact) return false;
    const next: LedenListParams = { ...params, search: term, page: 1 };
    const result = await queryClient.fetchQuery(ledenQueryOptions(next)).catch(() => undefined);
    const match =
      kind.kind === 'mvmnummer'
        ? result?.rows.find((row) => row.mvmnummer === kind.value)
        : result?.total === 1
          ? result.rows[0]
          : undefined;
    if (!match) return false;
    // 'Terug' comes back to this search (its text selected for the next scan).
    const query = new URLSearchParams(location.search);
    query.set('q', term);
    query.delete('page');
    open(match, `${location.pathname}?${query.toString()}`);
    return true;
  };

  const search = async (raw: string) => {
    // spec 1 §5: a scanner on an AZERTY layout types symbols for digits.
    const term = fixScannerInput(raw).trim();
    setText(term);
    // UX.md: a name search with a single result opens with a second Enter on the same search.
    if (term === params.search && single) return open(single);
    if (await openExact(term)) return;
    update({ search: term, page: 1 });
  };

  // spec 1 §7: a scan from the desk's scanner service fills the box and searches.
  useBarcodeScanner((value) => void search(value));

  return (
    <>
      <PageHeader
        title="Leden"
        actions={
          <>
            <EidLookupButton />
            <Button component={Link} to="/punctuele/details/0" leftSection={<IconPlus size={18} />}>
              Nieuw
            </Button>
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
        {single ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            Eén lid gevonden: druk op Enter om {formatMemberNumber(single.mvmnummer)} te openen.
          </Text>
        ) : null}
        <LedenTable
          rows={rows}
          total={leden.data?.total ?? 0}
          page={params.page}
          pageSize={params.pageSize}
          order={params.order}
          loading={leden.isPending}
          searched={params.search !== ''}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
          onSort={(order) => update({ order, page: 1 })}
          onOpen={open}
        />
      </Stack>
    </>
  );
}
