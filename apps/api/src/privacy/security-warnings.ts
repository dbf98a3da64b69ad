import type { SecurityWarningRow } from '@mvm/domain/privacy/schemas';
import type { Db } from '../db/client';
import { RRN_LOOKUPS_PER_MINUTE, RRN_LOOKUPS_WARN_PER_HOUR } from './rrn-lookup-limit';
import { pageWarnings } from './rrn-lookup-repository';

const meldingOf = (row: { kind: SecurityWarningRow['soort']; aantal: number }): string =>
  row.kind === 'rrn-limiet'
    ? `Meer dan ${RRN_LOOKUPS_PER_MINUTE} opzoekingen op rijksregisternummer in een minuut: ${row.aantal} geweigerd`
    : `${row.aantal} opzoekingen op rijksregisternummer binnen een uur (meer dan ${RRN_LOOKUPS_WARN_PER_HOUR})`;

/** GET /v1/privacy/waarschuwingen: the warnings for the administrators, latest first. */
export async function warningsPage(db: Db, page: number, pageSize: number) {
  const { rows, total } = await pageWarnings(db, page, pageSize);
  return {
    total,
    rows: rows.map((w): SecurityWarningRow => ({
      ID: w.id,
      soort: w.kind,
      melding: meldingOf(w),
      userId: w.userId,
      gebruiker: w.username,
      adres: w.adres,
      eerste: w.firstAt.toISOString(),
      laatste: w.lastAt.toISOString(),
      aantal: w.aantal,
    })),
  };
}
