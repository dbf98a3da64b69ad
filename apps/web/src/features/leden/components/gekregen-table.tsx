import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table/paged-table';
import { EmptyState } from '../../../components/paged-table/empty-state';
import { formatDate } from '../../../lib/format';
import { GEKREGEN_PAGE_SIZE, gekregenQueryOptions } from '../api/get-gekregen';
import type { Gekregen } from '../api/types';

const AFDELING: Record<Gekregen['afdeling'], string> = {
  materiaal: 'Materiaal',
  voeding: 'Voeding',
  zeephuisje: 'Zeephuisje',
  punctueel: 'Eenmalige hulp',
};

const columns: PagedTableColumn<Gekregen>[] = [
  { key: 'datum', header: 'Datum', render: (r) => formatDate(r.datum) },
  { key: 'aantal', header: 'Aantal', render: (r) => r.aantal, align: 'right' },
  { key: 'afdeling', header: 'Afdeling', render: (r) => AFDELING[r.afdeling] },
  { key: 'object', header: 'Item', render: (r) => r.object },
  { key: 'ontvanger', header: 'Ontvanger', render: (r) => r.ontvanger },
  { key: 'maat', header: 'Maat', render: (r) => r.maat ?? '' },
  { key: 'opmerking', header: 'Opmerking', render: (r) => r.opmerking },
];

/** spec 2 §2 Hulp tab: everything the household received, every desk, 20 a page (read only). */
export function GekregenTable({ mvmnummer }: { mvmnummer: number }) {
  const [page, setPage] = useState(1);
  const gekregen = useQuery(gekregenQueryOptions(mvmnummer, page));
  return (
    <PagedTable
      label="Gekregen hulp"
      columns={columns}
      rows={gekregen.data?.rows ?? []}
      rowKey={(r) => r.ID}
      total={gekregen.data?.total ?? 0}
      page={page}
      pageSize={GEKREGEN_PAGE_SIZE}
      onPageChange={setPage}
      loading={gekregen.isPending}
      empty={
        <EmptyState title="Nog geen hulp ontvangen">
          Wat dit gezin krijgt bij materiaal, voeding, het zeephuisje of eenmalige hulp verschijnt hier.
        </EmptyState>
      }
    />
  );
}
