import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { parseMemberNumber } from '@mvm/domain';
import { EmptyState } from '../../../components/paged-table/empty-state';
import { IfAllowed } from '../../../lib/auth/if-allowed';
import { PageHeader } from '../../../components/page-header/page-header';
import { SearchBox, type SearchRequest } from '../../../components/search-box/search-box';
import { formatDate } from '../../../lib/format';
import { evenementenQueryOptions, ledenSearchQueryOptions } from '../api/evenementen';
import { EVENEMENTEN_STORAGE_KEY, useRememberedEvent } from '../model/remembered-event';
import { EvenementModal } from './evenement-modal';

/** spec 2 §2 /evenementen/search ('Inschrijvingen'): pick an event, then find the member to sign up. */
export function EvenementenSearchPage() {
  const navigate = useNavigate();
  const evenementen = useQuery(evenementenQueryOptions());
  const [eventId, setEventId] = useRememberedEvent(EVENEMENTEN_STORAGE_KEY);
  const [modal, setModal] = useState(false);
  const [search, setSearch] = useState('');
  const results = useQuery(ledenSearchQueryOptions(search));
  const evenement = evenementen.data?.find((e) => e.ID === eventId);

  const onSearch = ({ text, type }: SearchRequest) => {
    const nr = type === 'Leden' ? parseMemberNumber(text) : null;
    // An exact member number (typed or scanned) opens the sign-up at once (UX.md).
    if (nr !== null && evenement) void navigate(`/evenementen/details/${evenement.ID}/${nr}`);
    else setSearch(text);
  };

  return (
    <Stack gap="md">
      <PageHeader title="Inschrijvingen" />
      <Group align="flex-end" gap="sm">
        <Select
          label="Evenement"
          placeholder="Selecteer een evenement"
          data={(evenementen.data ?? []).map((e) => ({
            value: String(e.ID),
            label: e.datum ? `${e.naam} (${formatDate(e.datum)})` : e.naam,
          }))}
          value={evenement ? String(evenement.ID) : null}
          onChange={(value) => setEventId(value ? Number(value) : null)}
          allowDeselect={false}
          w={380}
          nothingFoundMessage="Nog geen evenementen"
        />
        <IfAllowed verb="POST" path="/v1/evenementen/">
          <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setModal(true)}>
            Evenement
          </Button>
        </IfAllowed>
      </Group>
      <EvenementModal opened={modal} onClose={() => setModal(false)} onCreated={(e) => setEventId(e.ID)} />
      {evenement ? (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h3" mb="sm">
            {`${evenement.naam} inschrijvingen`}
          </Title>
          <SearchBox onSearch={onSearch} loading={results.isFetching} captureTyping />
          {search ? (
            results.data?.length ? (
              <Table mt="md" aria-label="Gevonden leden" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Nummer</Table.Th>
                    <Table.Th>Voornaam</Table.Th>
                    <Table.Th>Famillienaam</Table.Th>
                    <Table.Th>Open</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {results.data.map((lid) => (
                    <Table.Tr key={lid.ID}>
                      <Table.Td>MVM{lid.mvmnummer}</Table.Td>
                      <Table.Td>{lid.voornaam}</Table.Td>
                      <Table.Td>{lid.achternaam}</Table.Td>
                      <Table.Td>
                        <Button
                          size="sm"
                          aria-label={`Open MVM${lid.mvmnummer} ${lid.voornaam} ${lid.achternaam}`}
                          onClick={() =>
                            void navigate(`/evenementen/details/${evenement.ID}/${lid.mvmnummer}`)
                          }
                        >
                          Open
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : results.isFetching ? null : (
              <EmptyState title="Geen leden gevonden">Zoek op lidnummer of op naam.</EmptyState>
            )
          ) : null}
        </Paper>
      ) : (
        <Text c="dimmed">Kies eerst een evenement, of maak er een aan met de knop Evenement.</Text>
      )}
    </Stack>
  );
}
