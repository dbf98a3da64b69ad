import { useState } from 'react';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTimeBE } from '@mvm/domain';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table/paged-table';
import {
  waarschuwingenQueryOptions,
  WAARSCHUWINGEN_PAGE_SIZE,
  type SecurityWarningRow,
} from '../api/get-waarschuwingen';

const columns: PagedTableColumn<SecurityWarningRow>[] = [
  { key: 'laatste', header: 'Laatst', render: (r) => formatDateTimeBE(r.laatste), width: 150 },
  { key: 'eerste', header: 'Eerst', render: (r) => formatDateTimeBE(r.eerste), width: 150 },
  { key: 'gebruiker', header: 'Gebruiker', render: (r) => r.gebruiker },
  { key: 'melding', header: 'Wat', render: (r) => r.melding },
  { key: 'adres', header: 'Adres', render: (r) => r.adres },
];

/**
 * Issue 24: what the administrators should look at — a user without the sensitive right who looked up many
 * national numbers. The access log (filter on the user) shows each lookup.
 */
export function WaarschuwingenTab() {
  const [page, setPage] = useState(1);
  const warnings = useQuery(waarschuwingenQueryOptions(page));
  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        Opzoekingen op rijksregisternummer door gebruikers zonder het recht op gevoelige gegevens: te veel in
        een minuut (geweigerd) of veel in een uur. Kijk in de toegangslog wat de gebruiker opzocht.
      </Text>
      <PagedTable
        label="Waarschuwingen"
        columns={columns}
        rows={warnings.data?.rows ?? []}
        rowKey={(r) => r.ID}
        total={warnings.data?.total ?? 0}
        page={page}
        pageSize={WAARSCHUWINGEN_PAGE_SIZE}
        onPageChange={setPage}
        loading={warnings.isPending}
        empty={
          <Text c="dimmed" p="md">
            Geen waarschuwingen.
          </Text>
        }
      />
    </>
  );
}
