import { printerReplySchema } from '@mvm/domain/printing/bodies';
import type { RuntimeConfig } from '../runtime-config';
import { getStoredUser } from '../session';

/** The desks' printers of `/config.json` (docs/areas/printing.md). */
export type PrinterDesk = keyof RuntimeConfig['printers'];

/** spec: a printer that is off answers 'Print error!' with the reason within 5 seconds. */
export const PRINT_REQUEST_TIMEOUT_MS = 5000;

/** A ticket the printer did not print: the Dutch reason, and its job in the agent's log (for a reprint). */
export class PrintFailure extends Error {
  constructor(
    message: string,
    readonly jobId?: string,
    /** The food ticket's number when it printed and a later ticket (a market's) did not. */
    readonly ticketCount?: number,
  ) {
    super(message);
    this.name = 'PrintFailure';
  }
}

/** The agent inside the API: a path on this origin (`/print-agent`), not a printer host (`http://…`, `//…`). */
export const isMountedAgent = (base: string) => base.startsWith('/') && !base.startsWith('//');

/**
 * The session for the agent inside the API, which checks it and the role like any API route (issue 24).
 * A printer host never gets the session token: it is another machine.
 */
export function sessionHeaderFor(base: string): Record<string, string> {
  const user = isMountedAgent(base) ? getStoredUser() : null;
  return user ? { Authorization: `Bearer ${user.token}` } : {};
}

/**
 * POSTs a ticket to a desk's print agent: `?balie=` names the desk in the agent's job log. The agent inside
 * the API gets the session; a printer host only the ticket (it accepts the back office's origin). Throws a
 * PrintFailure with the agent's message, or with why it could not be reached.
 */
export async function sendToPrinter(
  config: RuntimeConfig,
  desk: PrinterDesk,
  endpoint: string,
  body: unknown,
  balie: string = desk,
): Promise<void> {
  const base = config.printers[desk];
  if (!base) throw new PrintFailure(`Er is geen printer ingesteld voor '${desk}'`);
  const url = `${base.replace(/\/+$/, '')}${endpoint}?balie=${encodeURIComponent(balie)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...sessionHeaderFor(base) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PRINT_REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new PrintFailure(
      timedOut
        ? `De printservice antwoordt niet binnen 5 seconden (${base})`
        : `De printservice is niet bereikbaar (${base})`,
    );
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const reply = printerReplySchema.safeParse(parsed);
  if (response.ok && (!reply.success || reply.data.status === 'ok')) return;
  if (reply.success)
    throw new PrintFailure(
      reply.data.message ?? reply.data.error ?? 'De printer gaf een fout',
      reply.data.jobId,
    );
  if (response.status === 404) throw new PrintFailure('Deze printer kent dit soort ticket niet');
  throw new PrintFailure(`De printer gaf een fout (${response.status})`);
}
