import { useState } from 'react';
import { showSuccessNotice } from '../../../components/alerts/notices';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { canRenew, nextMembershipPeriod, VERLENGEN_NIET_TOEGESTAAN } from '@mvm/domain';
import { usePermissions } from '../../../lib/auth/use-permission';
import { formatDate } from '../../../lib/format';
import { useRenewLidmaatschap } from '../api/renew-lidmaatschap';
import type { Dossier, Lidmaatschap } from '../api/types';
import { LidmaatschapCard } from './lidmaatschap-card';
import { LidmaatschapModal } from './lidmaatschap-modal';
import { PrintLidkaartButton } from './print-lidkaart-button';
import { RenewConfirmModal } from './renew-confirm-modal';

type LidmaatschapTabProps = { mvmnummer: number; dossier: Dossier };

const newestFirst = (a: Lidmaatschap, b: Lidmaatschap) => Date.parse(b.start) - Date.parse(a.start);

/** spec 2 §2 Membership tab: cards newest first, Verlengen, Print Lidkaart and Bewerken. */
export function LidmaatschapTab({ mvmnummer, dossier }: LidmaatschapTabProps) {
  const { can } = usePermissions();
  const [editing, setEditing] = useState<{ lidmaatschap?: Lidmaatschap; opened: boolean }>({ opened: false });
  const memberships = [...dossier.lidmaatschap].sort(newestFirst);
  const head = dossier.gezin.leden.find((l) => l.gezinsHoofd) ?? dossier.gezin.leden[0];
  const base = `/v1/lid/${mvmnummer}/lidmaatschap`;
  const renewable = canRenew(memberships, new Date());
  const [confirming, setConfirming] = useState(false);

  const renew = useRenewLidmaatschap({
    mvmnummer,
    mutationConfig: {
      meta: { errorTitle: 'Error bij opslaan!' },
      onSuccess: (saved) => {
        setConfirming(false);
        showSuccessNotice('Opgeslagen!', `Het lidmaatschap is verlengd tot ${formatDate(saved.eind)}.`);
      },
    },
  });

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <Title order={2} size="h3">
          Lidmaatschap
        </Title>
        {/* Issue 27 item 8: no Verlengen for a user who may not add a membership. */}
        {can('POST', base) ? (
          <Stack gap={4} align="flex-end">
            <Button
              leftSection={<IconRefresh size={18} />}
              onClick={() => setConfirming(true)}
              loading={renew.isPending}
              disabled={!renewable}
              aria-describedby={renewable ? undefined : 'verlengen-uitleg'}
            >
              Verlengen
            </Button>
            {renewable ? null : (
              <Text id="verlengen-uitleg" size="sm" c="dimmed" ta="right" maw={320}>
                {VERLENGEN_NIET_TOEGESTAAN}.
              </Text>
            )}
          </Stack>
        ) : null}
      </Group>
      {memberships.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          Dit gezin heeft nog geen lidmaatschap. Kies "Verlengen" om een lidmaatschap van een jaar te starten.
        </Text>
      ) : (
        <Stack gap="md">
          {memberships.map((m, index) => (
            <LidmaatschapCard
              key={m.ID}
              lidmaatschap={m}
              onEdit={
                can('PUT', `${base}/${m.ID}`)
                  ? () => setEditing({ lidmaatschap: m, opened: true })
                  : undefined
              }
              printButton={
                index === 0 && head ? (
                  <PrintLidkaartButton
                    card={{ mvmnummer, voornaam: head.voornaam, achternaam: head.achternaam }}
                  />
                ) : undefined
              }
            />
          ))}
        </Stack>
      )}
      {confirming ? (
        <RenewConfirmModal
          opened
          period={nextMembershipPeriod(memberships, new Date())}
          renewing={renew.isPending}
          onConfirm={() => !renew.isPending && renew.mutate()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      <LidmaatschapModal
        mvmnummer={mvmnummer}
        lidmaatschap={editing.lidmaatschap}
        opened={editing.opened}
        onClose={() => setEditing((e) => ({ ...e, opened: false }))}
      />
    </Paper>
  );
}
