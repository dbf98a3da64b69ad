import { formatMemberNumber } from '@mvm/domain';
import { openMemberColumn } from '../../../components/member-search/open-member-column';
import { MemberStatusBadges } from '../../../components/member-status/member-status-badges';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table/paged-table';
import { EmptyState } from '../../../components/paged-table/empty-state';
import { formatDate } from '../../../lib/format';
import type { LedenOrder } from '../api/get-leden';
import type { LedenRow } from '../api/types';
import { SortHeader } from './sort-header';

type LedenTableProps = {
  rows: LedenRow[];
  total: number;
  page: number;
  pageSize: number;
  order: string;
  loading: boolean;
  searched: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSort: (order: LedenOrder) => void;
  onOpen: (row: LedenRow) => void;
};

/** spec 2 §2 member search table: MVM Nummer, Voornaam, Achternaam, Inschrijvingsdatum, Laatste update, Status, Einddatum, Open. */
export function LedenTable({ order, onSort, onOpen, searched, ...table }: LedenTableProps) {
  const sort = { order, onSort };
  const columns: PagedTableColumn<LedenRow>[] = [
    {
      key: 'mvmnummer',
      header: <SortHeader label="MVM Nummer" field="mvmnummerFormatted" {...sort} />,
      render: (r) => formatMemberNumber(r.mvmnummer),
    },
    { key: 'voornaam', header: 'Voornaam', render: (r) => r.voornaam },
    { key: 'achternaam', header: 'Achternaam', render: (r) => r.achternaam },
    {
      key: 'created',
      header: <SortHeader label="Inschrijvingsdatum" field="created" {...sort} />,
      render: (r) => formatDate(r.CreatedAt),
    },
    {
      key: 'updated',
      header: <SortHeader label="Laatste update" field="updated" {...sort} />,
      render: (r) => formatDate(r.UpdatedAt),
    },
    {
      key: 'status',
      header: 'Status',
      width: 170,
      render: (r) => <MemberStatusBadges flags={r} size="sm" />,
    },
    { key: 'einddatum', header: 'Einddatum', render: (r) => formatDate(r.einddatum) },
    openMemberColumn(onOpen),
  ];

  return (
    <PagedTable
      {...table}
      label="Leden"
      columns={columns}
      rowKey={(r) => r.ID}
      onRowClick={onOpen}
      empty={
        <EmptyState title={searched ? 'Geen leden gevonden' : 'Nog geen leden'}>
          {searched
            ? 'Kijk de schrijfwijze na of zoek op lidnummer of rijksregisternummer. Is het gezin nog niet ingeschreven? Kies dan "Nieuw" of lees de eID.'
            : 'Schrijf een nieuw gezin in met "Nieuw" of lees de eID van de klant.'}
        </EmptyState>
      }
    />
  );
}
