import { describe, expect, it } from 'vitest';
import { AL_VOEDING_DEZE_WEEK, LIDMAATSCHAP_BEEINDIGD } from '../ledger/serve-today';
import { foodTicketConcerns, type FoodTicketRow } from './food-ticket-check';

const mag = { magVandaag: true, reden: null, volgendeDatum: null };
const row = (change: Partial<FoodTicketRow>): FoodTicketRow => ({
  vandaag: mag,
  geprintVandaag: 0,
  ...change,
});

describe('asking before a food ticket at the reception (issue 27)', () => {
  it.each<[string, Partial<FoodTicketRow>, string[]]>([
    ['may be served, no ticket yet: print at once', {}, []],
    [
      "'Niet Actief': the reason of serveToday",
      { vandaag: { magVandaag: false, reden: LIDMAATSCHAP_BEEINDIGD, volgendeDatum: null } },
      ['Geen voeding: Lidmaatschap is beëindigd.'],
    ],
    [
      'food this week already: the reason and the next day',
      { vandaag: { magVandaag: false, reden: AL_VOEDING_DEZE_WEEK, volgendeDatum: '2026-12-01' } },
      ['Geen voeding: Klant heeft deze week al voeding gehad. Opnieuw welkom vanaf 01/12/2026.'],
    ],
    [
      'refused without a reason',
      { vandaag: { magVandaag: false, reden: null, volgendeDatum: null } },
      ['Dit gezin mag vandaag geen voeding krijgen.'],
    ],
    ["today's ticket printed", { geprintVandaag: 1 }, ['Dit gezin kreeg vandaag al een voedingsticket.']],
    ['two printed', { geprintVandaag: 2 }, ['Dit gezin kreeg vandaag al 2 voedingstickets.']],
    [
      'both',
      {
        vandaag: { magVandaag: false, reden: LIDMAATSCHAP_BEEINDIGD, volgendeDatum: null },
        geprintVandaag: 1,
      },
      ['Geen voeding: Lidmaatschap is beëindigd.', 'Dit gezin kreeg vandaag al een voedingsticket.'],
    ],
  ])('%s', (_, change, concerns) => expect(foodTicketConcerns(row(change))).toEqual(concerns));
});
