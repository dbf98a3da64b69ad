import { z } from 'zod';
import { parseCaseNumber, parseMemberNumber } from '../search/numbers';

const numberParam = (parse: (v: string) => number | null, message: string) =>
  z
    .string()
    .max(30)
    .transform((v, ctx) => {
      const n = parse(v);
      if (n !== null) return n;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

const idParam = z.coerce
  .number({ message: 'Ongeldig nummer' })
  .int('Ongeldig nummer')
  .positive('Ongeldig nummer');

/** DESIGN.md: /v1/lid/{id} accepts 'MVM123' and '123' alike. */
export const lidParamsSchema = z.object({ id: numberParam(parseMemberNumber, 'Ongeldig lidnummer') });
/** /v1/punctuelehulp/{id} accepts 'E45' and '45' alike. */
export const punctueleParamsSchema = z.object({ id: numberParam(parseCaseNumber, 'Ongeldig dossiernummer') });

export const lidGezinslidParamsSchema = lidParamsSchema.extend({ gid: idParam });
export const lidLidmaatschapParamsSchema = lidParamsSchema.extend({ mid: idParam });
export const punctueleGezinslidParamsSchema = punctueleParamsSchema.extend({ memberId: idParam });
export const punctueleGekregenParamsSchema = punctueleParamsSchema.extend({ rowId: idParam });
