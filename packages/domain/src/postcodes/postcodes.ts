// spec 2 §3: a Belgian postcode has four digits in the range 1000..9992.
export const POSTCODE_MIN = 1000;
export const POSTCODE_MAX = 9992;

/** One row of the bundled bpost table (see README.md beside this file). */
export type PostcodeEntry = {
  postCode: string;
  gemeente: string;
  alt?: string[];
  nonGeographic?: boolean;
};

export function isBelgianPostcode(code: string | number | null | undefined): boolean {
  const text = String(code ?? '').trim();
  if (!/^\d{4}$/.test(text)) return false;
  const n = Number(text);
  return n >= POSTCODE_MIN && n <= POSTCODE_MAX;
}

/**
 * spec 2 §5: a 4-digit postcode filters the municipality choices (auto-fill when exactly one).
 * Only exact 4-digit input gives names; special codes for institutions and mail centres
 * (nonGeographic) are left out, since nobody lives there. Names keep the table's order.
 */
export function municipalitiesForPostcode(
  table: readonly PostcodeEntry[],
  code: string | number | null | undefined,
): string[] {
  const text = String(code ?? '').trim();
  if (!/^\d{4}$/.test(text)) return [];
  const names = table.filter((e) => e.postCode === text && !e.nonGeographic).map((e) => e.gemeente);
  return [...new Set(names)];
}
