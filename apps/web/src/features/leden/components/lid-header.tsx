import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { formatMemberNumber } from '@mvm/domain';
import { HouseholdHeader } from '../../../components/household-header/household-header';
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
  const head = dossier?.gezin.leden.find((l) => l.gezinsHoofd) ?? dossier?.gezin.leden[0];
  return (
    <HouseholdHeader
      back={
        <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
          Terug
        </Button>
      }
      household={
        dossier
          ? {
              naam: head ? `${head.voornaam} ${head.achternaam}`.trim() : '',
              nummer: formatMemberNumber(dossier.mvmnummer ?? mvmnummer ?? 0),
              flags: dossier,
              leden: dossier.gezin.leden,
              dag: dossier.dag,
              opmerkingen: dossier.tijdelijkeOpmerkingen,
            }
          : undefined
      }
      message={
        dossier || loading
          ? undefined
          : notFound || mvmnummer === null
            ? 'Dit lid werd niet gevonden. Kijk het lidnummer na of zoek het gezin opnieuw.'
            : 'Het dossier kon niet geladen worden.'
      }
    />
  );
}
