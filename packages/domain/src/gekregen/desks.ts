// The one list of the desks (issue 26): every other list of desks or ledger areas is derived from it.

/** The desks that serve members (spec 1 and 2): each keeps a ledger of received goods and its own notes. */
export const DESKS = ['materiaal', 'voeding', 'zeephuisje'] as const;
export type Desk = (typeof DESKS)[number];

/** The desks with a package held to a period: 'Voeding Vandaag' (a week), 'Pakket Vandaag' (a month). */
export const PACKAGE_DESKS = ['voeding', 'zeephuisje'] as const satisfies readonly Desk[];
export type PackageDesk = (typeof PACKAGE_DESKS)[number];

/** Every area a received row may belong to: the desks, and the goods of one-off help ('punctueel'). */
export const AFDELINGEN = [...DESKS, 'punctueel'] as const;
export type Afdeling = (typeof AFDELINGEN)[number];
