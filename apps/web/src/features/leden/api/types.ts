// The wire shapes come from the shared schemas (DESIGN.md "one contract for the wire").
export type {
  Dossier,
  Gekregen,
  Gezinslid,
  LedenRow,
  LidmaatschapRow as Lidmaatschap,
  VoedingWeek,
} from '@mvm/domain/leden/schemas';
