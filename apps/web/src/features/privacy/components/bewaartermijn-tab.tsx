import { useState } from 'react';
import { showSuccessNotice } from '../../../components/alerts/notices';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFlask, IconEraser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateBE, formatDateTimeBE } from '@mvm/domain';
import type { PrivacyDossier } from '@mvm/domain/privacy/schemas';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table/paged-table';
import { bewaartermijnQueryOptions, teWissenQueryOptions, useRunBewaartermijn } from '../api/bewaartermijn';
import { dossierNumber } from './format';

const columns: PagedTableColumn<PrivacyDossier>[] = [
  { key: 'nummer', header: 'Dossier', render: (d) => dossierNumber(d) },
  { key: 'naam', header: 'Naam', render: (d) => `${d.voornaam} ${d.achternaam}`.trim() || '–' },
  { key: 'laatste', header: 'Laatste activiteit', render: (d) => formatDateBE(d.laatsteActiviteit) },
  {
    key: 'verwijderd',
    header: 'Verwijderd',
    render: (d) => (d.verwijderdOp ? formatDateBE(d.verwijderdOp) : 'nee'),
  },
];

/** Issue 12: the retention period, what is due (the dry run's list), a dry run, and running it now. */
export function BewaartermijnTab() {
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const status = useQuery(bewaartermijnQueryOptions());
  const due = useQuery(teWissenQueryOptions(page));
  const run = useRunBewaartermijn({
    meta: { errorTitle: 'Error bij opslaan!' },
    onSuccess: (reply) => showSuccessNotice('Bewaartermijn', reply.message),
    onSettled: () => setConfirming(false),
  });
  const s = status.data;

  return (
    <Stack gap="md">
      {s ? (
        <Alert color="blue" title={`Bewaartermijn: ${s.maanden} maanden`}>
          <Text size="sm">
            Een dossier wordt geanonimiseerd {s.maanden} maanden na het einde van het laatste lidmaatschap of
            de laatste hulp (grens nu: {formatDateBE(s.grens)}). Namen, rijksregisternummers, adressen,
            telefoonnummers, financiën, verblijfsstatus en opmerkingen worden gewist; wat het gezin kreeg en
            wanneer blijft geteld.
          </Text>
          <Text size="sm" mt="xs">
            {s.volgendeRun
              ? `Volgende automatische run: ${formatDateTimeBE(s.volgendeRun)}.`
              : 'De dagelijkse run staat uit.'}{' '}
            {s.laatsteRun
              ? `Laatste run: ${formatDateTimeBE(s.laatsteRun.at)} door ${s.laatsteRun.door}, ${s.laatsteRun.geanonimiseerd} dossier(s).`
              : 'Nog geen run.'}
          </Text>
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Text fw={600}>Nu te anonimiseren: {s?.teWissen ?? '…'}</Text>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFlask size={18} aria-hidden />}
            loading={run.isPending && run.variables}
            onClick={() => run.mutate(true)}
          >
            Proef
          </Button>
          <Button
            color="red"
            leftSection={<IconEraser size={18} aria-hidden />}
            disabled={!s || s.teWissen === 0}
            onClick={() => setConfirming(true)}
          >
            Nu anonimiseren…
          </Button>
        </Group>
      </Group>
      <PagedTable
        label="Te anonimiseren dossiers"
        columns={columns}
        rows={due.data?.rows ?? []}
        rowKey={(d) => d.ID}
        total={due.data?.total ?? 0}
        page={page}
        pageSize={20}
        onPageChange={setPage}
        loading={due.isPending}
        empty={
          <Text c="dimmed" p="md">
            Geen dossiers voorbij de bewaartermijn.
          </Text>
        }
      />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Dossiers anonimiseren">
        <Text mb="md">
          Ben je zeker? {s?.teWissen ?? 0} dossier(s) worden nu geanonimiseerd. Dit kan niet ongedaan gemaakt
          worden.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Annuleren
          </Button>
          <Button color="red" loading={run.isPending} onClick={() => run.mutate(false)}>
            Anonimiseren
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
