// spec 2 §9: members sort on MVMNummer, UpdatedAt or CreatedAt; the table's keys are accepted too.
export const MEMBER_ORDER_FIELDS = ['MVMNummer', 'UpdatedAt', 'CreatedAt'] as const;
export type MemberOrderField = (typeof MEMBER_ORDER_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';
export type MemberOrder = { field: MemberOrderField; direction: SortDirection };

const ALIASES: Readonly<Record<string, MemberOrderField>> = {
  mvmnummer: 'MVMNummer',
  mvmnummerformatted: 'MVMNummer',
  updatedat: 'UpdatedAt',
  updated: 'UpdatedAt',
  createdat: 'CreatedAt',
  created: 'CreatedAt',
};

// spec 2 §9: the member list defaults to MVMNummer DESC.
export const DEFAULT_MEMBER_ORDER: MemberOrder = { field: 'MVMNummer', direction: 'desc' };

export const unknownOrderMessage = (text: string): string =>
  `Onbekende sortering '${text}': gebruik MVMNummer, UpdatedAt of CreatedAt met asc of desc`;

/**
 * '<field> <asc|desc>' (any case); a field alone sorts ascending; empty gives the default.
 * Returns null for an unknown field or direction (the API answers 400).
 */
export function parseMemberOrder(text: string | null | undefined): MemberOrder | null {
  const parts = (text ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return DEFAULT_MEMBER_ORDER;
  if (parts.length > 2) return null;
  const field = ALIASES[(parts[0] ?? '').toLowerCase()];
  const direction = (parts[1] ?? 'asc').toLowerCase();
  if (!field || (direction !== 'asc' && direction !== 'desc')) return null;
  return { field, direction };
}
