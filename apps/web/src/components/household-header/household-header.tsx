import { useEffect, type ReactNode } from 'react';
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { splitAdultsChildren, type BirthDateInput } from '@mvm/domain';
import { MemberStatusBadges, type MemberFlags } from '../member-status/member-status-badges';

export type HouseholdSummary = {
  /** The head of the family: 'Voornaam Achternaam'. */
  naam: string;
  /** 'MVM123' or 'E45'. */
  nummer: string;
  flags: MemberFlags;
  leden?: readonly { geboortedatum?: BirthDateInput }[];
  dag?: string | null;
  /** tijdelijkeOpmerkingen: shown to every desk. */
  opmerkingen?: string | null;
};

export type HouseholdHeaderProps = {
  /** undefined while loading (a skeleton), or pass `message` when it could not be loaded. */
  household?: HouseholdSummary;
  message?: ReactNode;
  /** The 'Terug' button, left of the name as in the page header; it stays put while the data loads. */
  back?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
};

function membersLine(leden: readonly { geboortedatum?: BirthDateInput }[]): string {
  const { volwassenen, kinderen } = splitAdultsChildren(leden, new Date());
  const count = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`;
  return `${count(leden.length, 'gezinslid', 'gezinsleden')}: ${count(volwassenen, 'volwassene', 'volwassenen')}, ${count(kinderen, 'kind', 'kinderen')}`;
}

function Summary({ naam, nummer, flags, leden, dag }: HouseholdSummary) {
  useEffect(() => {
    document.title = `${nummer} ${naam} · MVM`;
  }, [nummer, naam]);
  return (
    <Stack gap={4} miw={0}>
      <Group gap="sm" align="center" wrap="wrap">
        {/* A long name in a narrow column (the desks' side column) wraps instead of running out. */}
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {naam || 'Naam onbekend'}
        </Title>
        <Text fw={700} size="lg" c="terracotta.8" ff="monospace">
          {nummer}
        </Text>
        <MemberStatusBadges flags={flags} size="lg" />
      </Group>
      <Text size="sm" c="dimmed">
        {[leden ? membersLine(leden) : null, dag ? `Dag: ${dag}` : null].filter(Boolean).join(' · ')}
      </Text>
      {flags.controle && flags.redenControle?.trim() ? (
        <Text size="sm" fw={600} c="yellow.9">
          Controle: {flags.redenControle.trim()}
        </Text>
      ) : null}
    </Stack>
  );
}

const skeleton = (
  <Stack gap="sm" style={{ flex: 1 }} aria-busy="true" aria-label="Laden">
    <Skeleton height={30} width="45%" />
    <Skeleton height={16} width="30%" />
  </Stack>
);

/** UX.md: a household's header (name, number, status, household members, remarks) looks the same on every desk. */
export function HouseholdHeader({ household, message, back, actions }: HouseholdHeaderProps) {
  const opmerkingen = household?.opmerkingen?.trim();
  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Group gap="md" align="flex-start" wrap="nowrap" style={{ flex: 1 }}>
            {back}
            {household ? (
              <Summary {...household} />
            ) : message ? (
              <Text fw={600} mt={8}>
                {message}
              </Text>
            ) : (
              skeleton
            )}
          </Group>
          {actions ? <Group gap="sm">{actions}</Group> : null}
        </Group>
        {opmerkingen ? (
          <Alert
            variant="light"
            color="yellow"
            icon={<IconMessageCircle size={20} />}
            title="Opmerkingen"
            p="sm"
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {opmerkingen}
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
