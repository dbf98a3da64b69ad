import { ageInYears, formatMemberNumber, memberStatus } from '@mvm/domain';
import { encryptMarketBarcode } from '@mvm/domain/markten/barcode';
import { childFitsMarket } from '@mvm/domain/markten/rules';
import type { MarktPrintJob } from '@mvm/domain/markten/schemas';
import type { Db } from '../db/client';
import { requireDossier } from '../dossier/dossier-transaction';
import { barcodeKey } from './barcode-key';
import { listCurrentMarkten } from './markt-service';

/**
 * spec 1 §7 GET /v1/onthaal/markt/{nr} (reception): one print job per market running today that the
 * household may visit, each with its printLocatie and the encrypted barcode (DESIGN.md). Only an active
 * member may visit (the same status as the food desk: 'Niet Actief' gets no ticket). The barcode lists
 * the household's children inside the market's age range; a children's market without such a child is
 * left out.
 */
export async function marktPrintJobs(db: Db, mvmnummer: number, now = new Date()): Promise<MarktPrintJob[]> {
  const record = await requireDossier(db, { mvmnummer });
  const status = memberStatus(
    { ondertekendFormulier: record.gezin.ondertekendFormulier, lidmaatschap: record.lidmaatschap },
    now,
  );
  if (status === 'Niet Actief') return [];
  const markten = await listCurrentMarkten(db, now);
  if (markten.length === 0) return [];
  const head = record.leden.find((l) => l.gezinsHoofd) ?? record.leden[0];
  const persoonnaam = head ? `${head.voornaam} ${head.achternaam}`.trim() : '';
  const others = record.leden.filter((l) => l !== head);
  const key = await barcodeKey(db);
  const jobs: MarktPrintJob[] = [];
  for (const markt of markten) {
    const kinderen = others
      .map((l, i) => ({
        naam: l.voornaam || `Kind ${i + 1}`,
        geslacht: l.geslacht ?? '',
        leeftijd: ageInYears(l.geboortedatum, now),
      }))
      .filter((k) => childFitsMarket(k.leeftijd, markt));
    if (markt.voorKinderen && kinderen.length === 0) continue;
    const barcode = await encryptMarketBarcode(key, {
      data: { markt_id: markt.ID, mvmnummer, persoonnaam, kinderen },
    });
    jobs.push({
      printLocatie: markt.printLocatie,
      markt: markt.naam,
      mvmNummer: formatMemberNumber(mvmnummer),
      naam: persoonnaam,
      kinderen,
      barcode,
    });
  }
  return jobs;
}
