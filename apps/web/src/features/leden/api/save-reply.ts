import { z } from 'zod';
import { okResponseSchema, saveResponse } from '@mvm/domain/leden/schemas';

/** spec 2 §8: a reply whose status is not 'ok' carries the Dutch reason in `message`. */
const notOkReply = z.object({
  status: z.string().refine((status) => status !== 'ok'),
  message: z.string().optional(),
});

/** An ok save carries the saved row in `data` (DESIGN.md), checked against its shared schema. */
export const savedReply = <S extends z.ZodType>(data: S) => z.union([saveResponse(data), notOkReply]);
/** A delete answers only the status. */
export const doneReply = z.union([okResponseSchema, notOkReply]);

type Reply<T> = { status: string; message?: string; data?: T };

/** spec 2 §8: a save whose reply status is not ok raises the reply's message. */
export function savedData<T>(reply: Reply<T>, fallback = 'Opslaan is niet gelukt'): T {
  if (reply.status === 'ok' && reply.data !== undefined) return reply.data;
  throw new Error(reply.message || fallback);
}

export function checkDone(reply: Reply<never>, fallback: string): void {
  if (reply.status !== 'ok') throw new Error(reply.message || fallback);
}
