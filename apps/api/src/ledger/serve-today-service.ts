import { AREA_PACKAGE, periodRange, serveToday, type PackageDesk, type ServeToday } from '@mvm/domain';
import { present } from '@mvm/domain/present';
import type { Db } from '../db/client';
import type { DossierRecord } from '../dossier/dossier-repository';
import { lastPackage } from './gekregen-repository';

// spec 1 §5 and spec 2 §4 "may we serve today?": the same domain rule for one desk's household, for the
// desk's header and for the reception's list of many households.

/** "May we serve today?" for a desk with a package (food: week, soap house: month). */
export async function serveTodayFor(
  db: Db,
  record: DossierRecord,
  afdeling: PackageDesk,
  now: Date,
): Promise<ServeToday> {
  const last = await lastPackage(db, record.dossier.id, afdeling, packagesUntil(afdeling, now));
  return serveTodayFromLast(record, afdeling, last, now);
}

/** The same answer from the latest package dated up to `packagesUntil`, read by the caller (null: none). */
export function serveTodayFromLast(
  record: DossierRecord,
  afdeling: PackageDesk,
  last: Date | null,
  now: Date,
): ServeToday {
  const { period } = present(AREA_PACKAGE[afdeling], `the package of ${afdeling}`);
  return serveToday({
    period,
    now,
    dag: record.dossier.dag,
    ondertekendFormulier: record.gezin.ondertekendFormulier,
    lidmaatschap: record.lidmaatschap,
    packages: last ? [last] : [],
  });
}

/** A household as "may we serve today?" needs it (a reception list row has these at hand). */
export type ServeTodayHousehold = {
  dossierId: number;
  dag: DossierRecord['dossier']['dag'];
  ondertekendFormulier: boolean;
  lidmaatschap: readonly { start: Date; eind: Date; vroegtijdigBeindigd: boolean }[];
};

/** The packages "may we serve today?" looks at: those dated up to the end of the current week or month. */
export function packagesUntil(afdeling: PackageDesk, now: Date): Date {
  const { period } = present(AREA_PACKAGE[afdeling], `the package of ${afdeling}`);
  return periodRange(period, now).end;
}

/**
 * "May we serve today?" for many households at once (the reception's list, issue 9), from each one's latest
 * package dated up to `packagesUntil` (the caller reads them with its own statement: issue 7, one round trip
 * for all of a list's facts), with the same domain function as the desks. Keyed by dossier id.
 */
export function serveTodayForMany(
  households: readonly ServeTodayHousehold[],
  afdeling: PackageDesk,
  lastPackages: ReadonlyMap<number, Date>,
  now: Date,
): Map<number, ServeToday> {
  const { period } = present(AREA_PACKAGE[afdeling], `the package of ${afdeling}`);
  return new Map(
    households.map((h) => {
      const date = lastPackages.get(h.dossierId);
      return [
        h.dossierId,
        serveToday({
          period,
          now,
          dag: h.dag,
          ondertekendFormulier: h.ondertekendFormulier,
          lidmaatschap: h.lidmaatschap,
          packages: date ? [date] : [],
        }),
      ];
    }),
  );
}
