import { format, parse } from 'date-fns';
import { nl } from 'date-fns/locale';
import type { Afdeling } from '../gekregen/desks';

/** The areas as a volunteer calls them (navbar names). */
export const AFDELING_LABELS: Record<Afdeling | 'alle', string> = {
  voeding: 'Voeding',
  zeephuisje: 'Zeephuisje',
  materiaal: 'Materiaal',
  punctueel: 'Eenmalige Hulp',
  alle: 'Alle afdelingen',
};

/** 'yyyy-MM' as 'januari 2026'; a text that is not a month stays as it is. */
export function maandLabel(maand: string): string {
  const d = parse(maand, 'yyyy-MM', new Date(2000, 0, 1));
  return Number.isNaN(d.getTime()) ? maand : format(d, 'LLLL yyyy', { locale: nl });
}

/** 'yyyy-MM' as 'jan. 2026' (chart axes, narrow table columns). */
export function maandKort(maand: string): string {
  const d = parse(maand, 'yyyy-MM', new Date(2000, 0, 1));
  return Number.isNaN(d.getTime()) ? maand : format(d, 'LLL yyyy', { locale: nl });
}

export const LEEFTIJD_LABELS = {
  volwassenen: 'Volwassenen',
  kinderenOnder12: 'Kinderen onder 12',
  jongeren12tot17: 'Jongeren 12–17',
} as const;
