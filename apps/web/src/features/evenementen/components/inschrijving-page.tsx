import { useEffect, useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus, IconPrinter, IconUserCheck, IconUserMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { validateKinderen } from '@mvm/domain/evenementen/rules';
import type { Inschrijving, InschrijvingKind } from '@mvm/domain/evenementen/schemas';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { showSavedNotice } from '../../../components/alerts/notices';
import { PageHeader } from '../../../components/page-header/page-header';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes/use-unsaved-changes-guard';
import { errorMessage } from '../../../lib/api-client';
import { useCan } from '../../../lib/auth/if-allowed';
import { inschrijvingQueryOptions, useSaveInschrijving } from '../api/evenementen';
import { usePrintInschrijving } from '../hooks/use-print-inschrijving';
import { KinderenTable } from './kinderen-table';

type Draft = { opmerking: string; kinderen: InschrijvingKind[] };
const draftOf = (i: Inschrijving): Draft => ({ opmerking: i.opmerking, kinderen: i.kinderen });
const newKind = (): InschrijvingKind => ({
  naam: '',
  geslacht: null,
  leeftijd: null,
  opmerking: '',
  aanwezig: true,
});

/** spec 2 §2 /evenementen/details/{evenementid}/{id}: one household's sign-up for one event. */
export function InschrijvingPage() {
  const params = useParams();
  const eventId = Number(params.evenementid);
  const mvmnummer = Number(String(params.id).replace(/^MVM/i, ''));
  const query = useQuery(inschrijvingQueryOptions(eventId, mvmnummer));
  const save = useSaveInschrijving(eventId, mvmnummer);
  const { print, printing } = usePrintInschrijving();
  // Issue 27 item 8: signing up, out and saving are the same PUT; a role without it only reads.
  const canSave = useCan('PUT', `/v1/evenementen/${eventId}/${mvmnummer}`);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [showErrors, setShowErrors] = useState(false);

  useEffect(() => {
    if (query.data) setDraft(draftOf(query.data));
  }, [query.data]);

  const data = query.data;
  const dirty = Boolean(data && draft && JSON.stringify(draft) !== JSON.stringify(draftOf(data)));

  const submit = async (aanwezig: boolean) => {
    if (!draft) return;
    // spec 2 §4: signing up validates the children (and their ages, issue 27); signing out does not.
    const messages =
      aanwezig && data?.evenement.perKind
        ? validateKinderen(draft.kinderen, data.evenement.maxKindLeeftijd)
        : [];
    if (messages.length) {
      setShowErrors(true);
      await showErrorAlert('Error bij opslaan!', messages.join('\n'));
      throw new Error(messages.join('\n'));
    }
    setShowErrors(false);
    try {
      await save.mutateAsync({ aanwezig, opmerking: draft.opmerking, kinderen: draft.kinderen });
    } catch (error) {
      await showErrorAlert('Error bij opslaan!', errorMessage(error));
      throw error;
    }
    showSavedNotice();
  };
  useUnsavedChangesGuard(dirty && !save.isPending, () => submit(data?.ingeschreven ?? false));

  if (!data || !draft) {
    return (
      <>
        <PageHeader title="Inschrijving" backTo="/evenementen/search" />
        <Skeleton height={360} radius="md" />
      </>
    );
  }
  const { evenement, lid } = data;
  const run = (aanwezig: boolean) => void submit(aanwezig).catch(() => undefined);

  return (
    <Stack gap="md">
      <PageHeader
        title={evenement.naam}
        backTo="/evenementen/search"
        actions={
          <>
            {!canSave ? null : data.ingeschreven ? (
              <Button
                variant="light"
                color="red"
                leftSection={<IconUserMinus size={18} />}
                onClick={() => run(false)}
                disabled={save.isPending}
              >
                Uitschrijven
              </Button>
            ) : (
              <Button
                leftSection={<IconUserCheck size={18} />}
                onClick={() => run(true)}
                disabled={save.isPending}
              >
                {`Inschrijven voor ${evenement.naam}`}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} />}
              loading={printing}
              disabled={!data.ingeschreven || dirty}
              onClick={() => void print(data)}
            >
              Print
            </Button>
            {canSave ? (
              <Button
                onClick={() => run(data.ingeschreven)}
                disabled={!dirty || save.isPending}
                loading={save.isPending}
              >
                Opslaan
              </Button>
            ) : null}
          </>
        }
      />
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Group gap="xs">
              {data.ingeschreven ? <Badge color="green.8">Ingeschreven</Badge> : null}
              {lid.status === 'Niet Actief' ? <Badge color="red.8">Niet Actief</Badge> : null}
              {lid.nietBetalen ? <Badge color="orange.9">Niet Betalen</Badge> : null}
            </Group>
            <Text>
              <Text span fw={600}>
                Naam:{' '}
              </Text>
              {lid.naam}
            </Text>
            <Text>
              <Text span fw={600}>
                MVM Nummer:{' '}
              </Text>
              MVM{lid.mvmnummer}
            </Text>
          </Stack>
          <Textarea
            label="Opmerking"
            autosize
            minRows={2}
            value={draft.opmerking}
            onChange={(e) => setDraft({ ...draft, opmerking: e.currentTarget.value })}
          />
        </SimpleGrid>
      </Paper>
      {evenement.perKind ? (
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              Kinderen
            </Title>
            {canSave ? (
              <Button
                variant="light"
                leftSection={<IconPlus size={18} />}
                onClick={() => setDraft({ ...draft, kinderen: [...draft.kinderen, newKind()] })}
              >
                Kind Toevoegen
              </Button>
            ) : null}
          </Group>
          {draft.kinderen.length ? (
            <KinderenTable
              kinderen={draft.kinderen}
              onChange={(kinderen) => setDraft({ ...draft, kinderen })}
              showErrors={showErrors}
              maxLeeftijd={evenement.maxKindLeeftijd}
            />
          ) : (
            <Text c="dimmed">Geen kinderen. Voeg er een toe met Kind Toevoegen.</Text>
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}
