import { z } from 'zod';
import { dbIdSchema } from '../input/ids';
import { parseCaseNumberParam, parseMemberNumberParam } from '../search/numbers';

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

const idParam = dbIdSchema();

/** DESIGN.md: /v1/lid/{id} accepts 'MVM123' and '123' alike. */
export const lidParamsSchema = z.object({ id: numberParam(parseMemberNumberParam, 'Ongeldig lidnummer') });
/** /v1/punctuelehulp/{id} accepts 'E45' and '45' alike. */
export const punctueleParamsSchema = z.object({
  id: numberParam(parseCaseNumberParam, 'Ongeldig dossiernummer'),
});

export const lidGezinslidParamsSchema = lidParamsSchema.extend({ gid: idParam });
export const lidLidmaatschapParamsSchema = lidParamsSchema.extend({ mid: idParam });
export const punctueleGezinslidParamsSchema = punctueleParamsSchema.extend({ memberId: idParam });
export const punctueleGekregenParamsSchema = punctueleParamsSchema.extend({ rowId: idParam });
