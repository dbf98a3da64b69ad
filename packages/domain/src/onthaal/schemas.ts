import { z } from 'zod';
import { ledenRowSchema } from '../leden/list-schemas';
import { serveTodaySchema } from '../ledger/schemas';
import { PRINT_TYPES } from '../printing/bodies';

/** A row of GET /v1/onthaal/klant: the member row, "may we serve today?" and today's tickets (all desks). */
export const onthaalRowSchema = ledenRowSchema.extend({
  vandaag: serveTodaySchema,
  geprintVandaag: z.number().int(),
});
export type OnthaalRow = z.infer<typeof onthaalRowSchema>;

/** spec 1 §3 Reception print payload, exactly as /print takes it. */
export const voedingPayloadSchema = z.object({
  ticketCount: z.number().int(),
  doelgroepnummer: z.string(),
  typeVoeding: z.string(),
  specialeVoeding: z.string(),
  opmerking: z.string(),
  voornaam: z.string(),
  naam: z.string(),
  printType: z.string(),
  needsMelkpoeder: z.boolean(),
  needsVerjaardag: z.boolean(),
  volwassenen: z.number().int(),
  kinderen: z.number().int(),
});
export type VoedingPayload = z.infer<typeof voedingPayloadSchema>;

/**
 * GET /v1/onthaal/voeding/{nr}: the payload with the number the next ticket gets, and how many tickets
 * this household already got today on any desk. POST records a ticket and answers the payload with its number.
 */
export const voedingPayloadReplySchema = voedingPayloadSchema.extend({ geprintVandaag: z.number().int() });
export type VoedingPayloadReply = z.infer<typeof voedingPayloadReplySchema>;

export const ANDERE_NIET_INGEVULD = "Vul de tekst voor 'Andere' in";

/** POST /v1/onthaal/voeding/{nr}: the desk's print type; 'Andere' with its free text. */
export const voedingTicketRequestSchema = z
  .object({
    printType: z.enum(PRINT_TYPES, { error: 'Kies een printtype' }),
    andere: z.string().trim().max(80, 'De tekst voor Andere is te lang (hoogstens 80 tekens)').optional(),
  })
  .refine((body) => body.printType !== 'Andere' || (body.andere ?? '') !== '', {
    message: ANDERE_NIET_INGEVULD,
    path: ['andere'],
  });
export type VoedingTicketRequest = z.infer<typeof voedingTicketRequestSchema>;

/** spec 1 §2: the type printed on the ticket; 'Andere' prints its free text. */
export const printTypeText = (request: VoedingTicketRequest): string =>
  request.printType === 'Andere' ? (request.andere ?? '').trim() : request.printType;

export const onthaalSearchQuerySchema = z.object({
  search: z.string().max(200, 'Zoekterm is te lang').optional(),
  rijksregisternummer: z.string().max(200, 'Zoekterm is te lang').optional(),
});
