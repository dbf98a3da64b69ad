import type { ReactNode } from 'react';
import { formatMemberNumber } from '@mvm/domain';
import type { KlantLid } from '@mvm/domain/ledger/schemas';
import { HouseholdHeader } from '../../../components/household-header/household-header';

export type KlantHeaderProps = {
  lid?: KlantLid;
  /** Shown instead of the name when the household could not be loaded. */
  message?: ReactNode;
  back: ReactNode;
  actions: ReactNode;
};

/** The head of the household (gezinsHoofd, else the first member) as 'Voornaam Achternaam'. */
export function headName(lid: KlantLid): { voornaam: string; achternaam: string } {
  const head = lid.gezin.leden.find((l) => l.gezinsHoofd) ?? lid.gezin.leden[0];
  return { voornaam: head?.voornaam ?? '', achternaam: head?.achternaam ?? '' };
}

/** UX.md: the same household header on every desk (name, number, status, 'Niet Betalen', members). */
export function KlantHeader({ lid, message, back, actions }: KlantHeaderProps) {
  const head = lid ? headName(lid) : undefined;
  return (
    <HouseholdHeader
      back={back}
      actions={actions}
      message={message}
      household={
        lid && head
          ? {
              naam: `${head.voornaam} ${head.achternaam}`.trim(),
              nummer: formatMemberNumber(lid.mvmnummer),
              flags: lid,
              leden: lid.gezin.leden,
              dag: lid.dag,
            }
          : undefined
      }
    />
  );
}
