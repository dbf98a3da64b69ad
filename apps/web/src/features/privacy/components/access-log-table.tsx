import { Text } from '@mantine/core';
import { formatDateTimeBE } from '@mvm/domain';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { AccessLogRow } from '../api/get-toegangslog';
import { dossierNumber, ZOEK_SOORT } from './format';

const columns: PagedTableColumn<AccessLogRow>[] = [
  { key: 'at', header: 'Tijdstip', render: (r) => formatDateTimeBE(r.at), width: 150 },
  { key: 'gebruiker', header: 'Gebruiker', render: (r) => r.gebruiker },
  {
    key: 'dossier',
    header: 'Dossier',
    render: (r) =>
      r.dossierId !== null ? (
        dossierNumber(r)
      ) : (
        <Text size="sm" c="dimmed">
          lijst van {r.aantal ?? 0}
        </Text>
      ),
  },
  { key: 'scherm', header: 'Scherm', render: (r) => r.scherm },
  {
    key: 'zoek',
    header: 'Zoekopdracht',
    render: (r) => (r.zoekSoort ? (ZOEK_SOORT[r.zoekSoort] ?? r.zoekSoort) : '–'),
  },
  { key: 'adres', header: 'Adres', render: (r) => r.adres },
];

type AccessLogTableProps = {
  label: string;
  rows: AccessLogRow[];
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
};

/** Entries of the access log, 20 a page. */
export function AccessLogTable({ label, rows, total, page, loading, onPageChange }: AccessLogTableProps) {
  return (
    <PagedTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.ID}
      total={total}
      page={page}
      pageSize={20}
      onPageChange={onPageChange}
      loading={loading}
      empty={
        <Text c="dimmed" p="md">
          Geen toegang gevonden voor deze filters.
        </Text>
      }
    />
  );
}
