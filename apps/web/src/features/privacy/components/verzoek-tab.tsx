import { useState } from 'react';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { showSuccessNotice } from '../../../components/alerts/notices';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload, IconEraser, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateBE } from '@mvm/domain';
import type { PrivacyDossier } from '@mvm/domain/privacy/schemas';
import { errorMessage } from '../../../lib/api-client';
import { dossierToegangQueryOptions } from '../api/get-toegangslog';
import { downloadExport, gezinQueryOptions, useEraseGezin } from '../api/gezin-verzoek';
import { AccessLogTable } from './access-log-table';
import { dossierNumber } from './format';

/** Issue 12: a family's request: find the dossier, export everything (PDF, JSON), or erase it with a reason. */
export function VerzoekTab() {
  const [nummer, setNummer] = useState('');
  const search = useForm({ initialValues: { nummer: '' } });
  const gezin = useQuery(gezinQueryOptions(nummer));

  return (
    <Stack gap="md">
      <form onSubmit={search.onSubmit((v) => setNummer(v.nummer.trim()))}>
        <Group align="end" gap="sm">
          <TextInput
            label="Lid- of E-nummer"
            placeholder="MVM123 of E45"
            {...search.getInputProps('nummer')}
          />
          <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
            Opzoeken
          </Button>
        </Group>
      </form>
      {gezin.isError ? (
        <Alert color="red" title="Niet gevonden">
          {errorMessage(gezin.error)}
        </Alert>
      ) : null}
      {gezin.data ? <GezinDetails key={gezin.data.ID} gezin={gezin.data} /> : null}
    </Stack>
  );
}

function GezinDetails({ gezin }: { gezin: PrivacyDossier }) {
  const [page, setPage] = useState(1);
  const [erasing, setErasing] = useState(false);
  const [busy, setBusy] = useState<'json' | 'pdf' | null>(null);
  const history = useQuery(dossierToegangQueryOptions(gezin.ID, page));
  const anonymised = gezin.geanonimiseerdOp !== null;

  const download = async (formaat: 'json' | 'pdf') => {
    setBusy(formaat);
    try {
      await downloadExport(gezin.ID, formaat);
    } catch (err) {
      // Errors are the red dialog everywhere (spec 1 §8), not a passing notice.
      void showErrorAlert('Export mislukt', errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="start" wrap="wrap">
          <div>
            <Title order={3}>
              {dossierNumber(gezin)} · {`${gezin.voornaam} ${gezin.achternaam}`.trim() || 'geen naam'}
            </Title>
            <Text size="sm" c="dimmed">
              Laatste activiteit: {formatDateBE(gezin.laatsteActiviteit)}
            </Text>
            <Group gap="xs" mt="xs">
              {gezin.verwijderdOp ? <Badge color="orange">Verwijderd</Badge> : null}
              {anonymised ? <Badge color="gray">Geanonimiseerd</Badge> : null}
            </Group>
          </div>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={busy === 'pdf'}
              onClick={() => void download('pdf')}
            >
              Export (PDF)
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={busy === 'json'}
              onClick={() => void download('json')}
            >
              Export (JSON)
            </Button>
            <Button
              color="red"
              leftSection={<IconEraser size={18} aria-hidden />}
              disabled={anonymised}
              onClick={() => setErasing(true)}
            >
              Gezin wissen…
            </Button>
          </Group>
        </Group>
      </Paper>
      <Title order={4}>Wie dit dossier inkeek</Title>
      <AccessLogTable
        label="Toegang tot dit dossier"
        rows={history.data?.rows ?? []}
        total={history.data?.total ?? 0}
        page={page}
        loading={history.isPending}
        onPageChange={setPage}
      />
      <EraseModal gezin={gezin} opened={erasing} onClose={() => setErasing(false)} />
    </>
  );
}

function EraseModal({
  gezin,
  opened,
  onClose,
}: {
  gezin: PrivacyDossier;
  opened: boolean;
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: { reden: '' },
    validate: { reden: (v) => (v.trim() ? null : 'Geef de reden van het wissen') },
  });
  const erase = useEraseGezin({
    meta: { errorTitle: 'Error bij opslaan!' },
    onSuccess: (reply) => {
      showSuccessNotice('Gewist', reply.message);
      form.reset();
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={`Gezin ${dossierNumber(gezin)} wissen`}>
      <form onSubmit={form.onSubmit((v) => erase.mutate({ dossierId: gezin.ID, reden: v.reden }))}>
        <Text mb="sm">
          Namen, rijksregisternummers, adres, telefoonnummers, financiën, verblijfsstatus en opmerkingen
          worden meteen gewist. Wat het gezin kreeg blijft geteld. Dit kan niet ongedaan gemaakt worden.
        </Text>
        <Textarea
          label="Reden"
          description="Bv. 'Vraag van de betrokkene per brief van 3 november'. Geen namen."
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('reden')}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Annuleren
          </Button>
          <Button type="submit" color="red" loading={erase.isPending}>
            Wissen
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
