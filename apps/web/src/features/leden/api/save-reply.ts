type Parser<T> = { parse: (value: unknown) => T };

const field = (reply: unknown, name: string): unknown =>
  typeof reply === 'object' && reply !== null && name in reply
    ? (reply as Record<string, unknown>)[name]
    : undefined;

/** spec 2 §8: a save whose reply status is not ok raises the reply's message. */
export function checkReply(reply: unknown, fallback = 'Opslaan is niet gelukt'): void {
  const status = field(reply, 'status');
  if (status === undefined || status === 'ok') return;
  const message = field(reply, 'message');
  throw new Error(typeof message === 'string' && message ? message : fallback);
}

/** An ok save carries the saved row in `data` (DESIGN.md), checked against its shared schema. */
export function parseSaveReply<T>(schema: Parser<T>, reply: unknown): T {
  checkReply(reply);
  return schema.parse(field(reply, 'data'));
}
