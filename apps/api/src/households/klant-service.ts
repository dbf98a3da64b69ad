import {
  latestEnd,
  memberStatus,
  needsDiapers,
  totalsSince,
  youngestFirst,
  zeephuisjeChildren,
  type Afdeling,
  type KlantInfoSave,
  type KlantLid,
  type MateriaalKlant,
  type VoedingInfoSave,
  type VoedingKlant,
  type ZeephuisjeKlant,
} from '@mvm/domain';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { toLidmaatschap } from './dossier-mapper';
import type { DossierKey, DossierRecord } from './dossier-repository';
import { requireDossier, writeDossier } from './dossier-transaction';
import { lastOfSoort, totalsPerObject } from './gekregen-repository';
import { packagesUntil, serveTodayFromLast } from './gekregen-service';
import { findDeskInfo, findKlantInfo, setTypeVoeding, upsertKlantInfo } from './klant-info-repository';
import { present } from '@mvm/domain/present';

// The desks' view of a household (issue 8): the info block of spec 1 §2 and each desk's own notes.

/**
 * spec 1 §3 Member, Gezin, Gezinslid, Lidmaatschap as the desks' info block needs them. Never a national
 * number, finances or residence status: the desks see this whatever their rights (DESIGN.md).
 */
export function toKlantLid(record: DossierRecord, now: Date): KlantLid {
  const d = record.dossier;
  const leden = record.leden.map((l) => ({
    ID: l.id,
    voornaam: l.voornaam,
    achternaam: l.achternaam,
    geslacht: l.geslacht,
    geboortedatum: l.geboortedatum,
    gezinsHoofd: l.gezinsHoofd,
    type: l.type,
  }));
  const end = latestEnd(record.lidmaatschap);
  return {
    ID: d.id,
    mvmnummer: present(d.mvmnummer, 'the member number of a desk household'),
    status: memberStatus(
      { ondertekendFormulier: record.gezin.ondertekendFormulier, lidmaatschap: record.lidmaatschap },
      now,
    ),
    einddatum: end ? end.toISOString() : null,
    nietBetalen: d.nietBetalen,
    voorrang: d.voorrang,
    controle: d.controle,
    redenControle: d.redenControle,
    dag: d.dag,
    gezin: {
      postcode: record.gezin.postcode,
      gemeente: record.gezin.gemeente,
      typeVoeding: record.gezin.typeVoeding,
      ondertekendFormulier: record.gezin.ondertekendFormulier,
      leden: youngestFirst(leden),
    },
    lidmaatschap: record.lidmaatschap.map((m) => {
      const { ID, start, eind, vroegtijdigBeindigd, state } = toLidmaatschap(m, now);
      return { ID, start, eind, vroegtijdigBeindigd, state };
    }),
  };
}

/** The desks' paths name a member by number ('MVM123' or '123'). */
const memberKey = (nr: number): DossierKey => ({ mvmnummer: nr });

/** GET /v1/materiaal/klant/{nr}: the household and the material desk's remark. */
export async function materiaalKlant(db: Db, nr: number, now = new Date()): Promise<MateriaalKlant> {
  const record = await requireDossier(db, memberKey(nr));
  const info = await findKlantInfo(db, record.dossier.id, 'materiaal');
  return { lid: toKlantLid(record, now), opmerking: info.opmerking };
}

/** GET /v1/voeding/klant/{nr}: the household, specialeVoeding, opmerking, "may we serve today?", last milk powder. */
export async function voedingKlant(db: Db, nr: number, now = new Date()): Promise<VoedingKlant> {
  const record = await requireDossier(db, memberKey(nr));
  const [info, melkpoeder] = await Promise.all([
    findDeskInfo(db, record.dossier.id, 'voeding', packagesUntil('voeding', now)),
    lastOfSoort(db, record.dossier.id, 'voeding', 'melkpoeder'),
  ]);
  const vandaag = serveTodayFromLast(record, 'voeding', info.lastPackage, now);
  return {
    lid: toKlantLid(record, now),
    specialeVoeding: info.specialeVoeding,
    opmerking: info.opmerking,
    vandaag,
    laatsteMelkpoeder: melkpoeder
      ? {
          objectID: melkpoeder.objectID,
          object: melkpoeder.object,
          maatID: melkpoeder.maatID,
          maat: melkpoeder.maat,
          aantal: melkpoeder.aantal,
          datum: melkpoeder.datum,
        }
      : null,
  };
}

/** GET /v1/zeephuisje/klant/{mvm}: the household, its remark, "may we serve today?" and the year's totals. */
export async function zeephuisjeKlant(db: Db, nr: number, now = new Date()): Promise<ZeephuisjeKlant> {
  const record = await requireDossier(db, memberKey(nr));
  const since = totalsSince(now);
  const [info, items] = await Promise.all([
    findDeskInfo(db, record.dossier.id, 'zeephuisje', packagesUntil('zeephuisje', now)),
    totalsPerObject(db, record.dossier.id, 'zeephuisje', since),
  ]);
  const vandaag = serveTodayFromLast(record, 'zeephuisje', info.lastPackage, now);
  const lid = toKlantLid(record, now);
  return {
    lid,
    opmerking: info.opmerking,
    vandaag,
    totalen: {
      sinds: since.toISOString(),
      kinderen: zeephuisjeChildren(lid.gezin.leden, now),
      luiers: lid.gezin.leden
        .filter((l) => l.geboortedatum !== null && needsDiapers(l.geboortedatum, now))
        .map((l) => ({
          ID: l.ID,
          naam: `${l.voornaam} ${l.achternaam}`.trim(),
          geboortedatum: present(l.geboortedatum, 'a known birth date'),
        })),
      items: items.map((i) => ({ ...i, soort: i.soort ?? null })),
    },
  };
}

/** POST /v1/{materiaal,voeding,zeephuisje}/klant/{nr}: a desk's notes (and the food desk's 'Type Voeding'). */
export async function saveKlantInfo(
  db: Db,
  actor: Actor,
  afdeling: Extract<Afdeling, 'materiaal' | 'voeding' | 'zeephuisje'>,
  nr: number,
  body: KlantInfoSave | VoedingInfoSave,
): Promise<void> {
  const now = new Date();
  await writeDossier(db, actor, memberKey(nr), async (tx, record) => {
    const fields = ['opmerking'];
    const values = {
      opmerking: body.opmerking,
      ...('specialeVoeding' in body ? { specialeVoeding: body.specialeVoeding } : {}),
    };
    if ('specialeVoeding' in body) fields.push('specialeVoeding');
    await upsertKlantInfo(tx, record.dossier.id, afdeling, values, now);
    if ('typeVoeding' in body && body.typeVoeding && body.typeVoeding !== record.gezin.typeVoeding) {
      await setTypeVoeding(tx, record.dossier.id, body.typeVoeding, now);
      fields.push('typeVoeding');
    }
    return {
      result: undefined,
      audit: {
        action: 'update',
        entity: 'klant_info',
        entityId: record.dossier.id,
        details: { afdeling, fields },
      },
    };
  });
}
