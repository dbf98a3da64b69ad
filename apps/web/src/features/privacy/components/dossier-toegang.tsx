import { useState } from 'react';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dossierToegangQueryOptions } from '../api/get-toegangslog';
import { AccessLogTable } from './access-log-table';

/** Issue 12: a dossier's access history (who opened it, which searches showed it), for administrators. */
export function DossierToegang({ dossierId }: { dossierId: number }) {
  const [page, setPage] = useState(1);
  const history = useQuery(dossierToegangQueryOptions(dossierId, page));
  return (
    <>
      <Text c="dimmed" size="sm" mb="sm">
        Wie dit dossier opende, en welke zoekopdrachten het toonden. Een opening verschijnt hier na enkele
        seconden.
      </Text>
      <AccessLogTable
        label="Toegang tot dit dossier"
        rows={history.data?.rows ?? []}
        total={history.data?.total ?? 0}
        page={page}
        loading={history.isPending}
        onPageChange={setPage}
      />
    </>
  );
}
