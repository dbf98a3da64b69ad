import {
  latestEnd,
  memberStatus,
  youngestFirst,
  type Desk,
  type KlantInfoSave,
  type KlantLid,
  type VoedingInfoSave,
} from '@mvm/domain';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { toLidmaatschap } from '../dossier/dossier-mapper';
import type { DossierKey, DossierRecord } from '../dossier/dossier-repository';
import { writeDossier } from '../dossier/dossier-transaction';
import { setTypeVoeding, upsertKlantInfo } from './klant-info-repository';
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
export const memberKey = (nr: number): DossierKey => ({ mvmnummer: nr });

/** POST /v1/{materiaal,voeding,zeephuisje}/klant/{nr}: a desk's notes (and the food desk's 'Type Voeding'). */
export async function saveKlantInfo(
  db: Db,
  actor: Actor,
  afdeling: Desk,
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
