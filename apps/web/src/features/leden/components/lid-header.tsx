import { Button, Paper, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { formatMemberNumber } from '@mvm/domain';
import {
  HouseholdHeader,
  HouseholdHeaderSkeleton,
} from '../../../components/household-header/household-header';
import type { Dossier } from '../api/types';

type LidHeaderProps = {
  mvmnummer: number | null;
  dossier: Dossier | undefined;
  loading: boolean;
  notFound: boolean;
  onBack: () => void;
};

/** The member's household header with 'Terug'. */
export function LidHeader({ mvmnummer, dossier, loading, notFound, onBack }: LidHeaderProps) {
  const back = (
    <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
      Terug
    </Button>
  );
  if (dossier) {
    const head = dossier.gezin.leden.find((l) => l.gezinsHoofd) ?? dossier.gezin.leden[0];
    return (
      <HouseholdHeader
        naam={head ? `${head.voornaam} ${head.achternaam}`.trim() : ''}
        nummer={formatMemberNumber(dossier.mvmnummer ?? mvmnummer ?? 0)}
        flags={dossier}
        leden={dossier.gezin.leden}
        dag={dossier.dag}
        opmerkingen={dossier.tijdelijkeOpmerkingen}
        back={back}
      />
    );
  }
  if (loading) return <HouseholdHeaderSkeleton back={back} />;
  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      {back}
      <Text mt="sm" fw={600}>
        {notFound || mvmnummer === null
          ? 'Dit lid werd niet gevonden. Kijk het lidnummer na of zoek het gezin opnieuw.'
          : 'Het dossier kon niet geladen worden.'}
      </Text>
    </Paper>
  );
}
