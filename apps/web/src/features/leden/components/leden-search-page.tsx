import { useRef, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { fixScannerInput, formatMemberNumber } from '@mvm/domain';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { SearchBox } from '../../../components/search-box/search-box';
import { ledenQueryOptions } from '../api/get-leden';
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
  const single = !leden.isFetching && leden.data?.total === 1 && rows.length === 1 ? rows[0] : undefined;

  const open = (row: LedenRow) =>
    void navigate(`/leden/details/${formatMemberNumber(row.mvmnummer)}`, {
      state: { from: `${location.pathname}${location.search}` },
    });

  const search = (raw: string) => {
    // spec 1 §5: a scanner on an AZERTY layout types symbols for digits.
    const term = fixScannerInput(raw).trim();
    setText(term);
    // UX.md: a single result opens with Enter (a second Enter on the same search).
    if (term === params.search && single) return open(single);
    update({ search: term, page: 1 });
  };

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
          onSearch={({ text: typed }) => search(typed)}
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
