import { useEffect, type ReactNode } from 'react';
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { splitAdultsChildren, type BirthDateInput } from '@mvm/domain';
import { MemberStatusBadges, type MemberFlags } from '../member-status/member-status-badges';

export type HouseholdHeaderProps = {
  /** The head of the family: 'Voornaam Achternaam'. */
  naam: string;
  /** 'MVM123' or 'E45'. */
  nummer: string;
  flags: MemberFlags;
  leden?: readonly { geboortedatum?: BirthDateInput }[];
  dag?: string | null;
  /** tijdelijkeOpmerkingen: shown to every desk. */
  opmerkingen?: string | null;
  /** The 'Terug' button, left of the name as in the page header. */
  back?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
};

function membersLine(leden: readonly { geboortedatum?: BirthDateInput }[]): string {
  const { volwassenen, kinderen } = splitAdultsChildren(leden, new Date());
  const parts = [
    `${leden.length} ${leden.length === 1 ? 'gezinslid' : 'gezinsleden'}`,
    `${volwassenen} ${volwassenen === 1 ? 'volwassene' : 'volwassenen'}`,
    `${kinderen} ${kinderen === 1 ? 'kind' : 'kinderen'}`,
  ];
  return `${parts[0]}: ${parts[1]}, ${parts[2]}`;
}

/** UX.md: a household's header (name, number, status, household members, remarks) looks the same on every desk. */
export function HouseholdHeader({
  naam,
  nummer,
  flags,
  leden,
  dag,
  opmerkingen,
  back,
  actions,
}: HouseholdHeaderProps) {
  useEffect(() => {
    document.title = `${nummer} ${naam} · MVM`;
  }, [nummer, naam]);

  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Group gap="md" align="flex-start" wrap="nowrap">
            {back}
            <Stack gap={4}>
              <Group gap="sm" align="center" wrap="wrap">
                <Title order={1} size="h2">
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
            </Stack>
          </Group>
          {actions ? <Group gap="sm">{actions}</Group> : null}
        </Group>
        {opmerkingen?.trim() ? (
          <Alert
            variant="light"
            color="yellow"
            icon={<IconMessageCircle size={20} />}
            title="Opmerkingen"
            p="sm"
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {opmerkingen.trim()}
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function HouseholdHeaderSkeleton({ back }: { back?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" mb="lg" aria-busy="true" aria-label="Laden">
      <Group gap="md" align="flex-start" wrap="nowrap">
        {back}
        <Stack gap="sm" style={{ flex: 1 }}>
          <Skeleton height={30} width="45%" />
          <Skeleton height={16} width="30%" />
        </Stack>
      </Group>
    </Paper>
  );
}
