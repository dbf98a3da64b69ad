import { printerReplySchema } from '@mvm/domain/printing/bodies';
import type { RuntimeConfig } from '../runtime-config';

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

/**
 * POSTs a ticket to a desk's print agent (a separate host, no session token): `?balie=` names the desk in
 * the agent's job log. Throws a PrintFailure with the agent's message, or with why it could not be reached.
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
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
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
