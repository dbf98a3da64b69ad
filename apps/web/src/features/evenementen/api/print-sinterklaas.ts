import { sinterklaasResultSchema, volgNummerSchema } from '@mvm/domain/evenementen/schemas';
import type { RuntimeConfig } from '../../../lib/runtime-config';
import { apiRequest } from '../../../lib/api-client';

/** spec 1 §7 Sinterklaas print body: the snack ticket (printer 1) and the toy ticket (printer 2). */
export type SinterklaasTickets = {
  snoep: { volgNummer: number; mvmNummer: string; naam: string; personen: number };
  speelgoed: { volgNummer: number; mvmNummer: string; naam: string; paketten: number };
};

/** A printer that answered an error (spec 1 §8: its message aborts the Sinterklaas print). */
export class PrinterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrinterError';
  }
}

const PRINT_TIMEOUT_MS = 5000;

/**
 * POSTs one body to a Sinterklaas printer's /sinterklaas (the print agent on its own host, no session).
 * A reply `{status: 'error', message}`, an HTTP error or no answer throws a PrinterError.
 */
export async function postToPrinter(base: string | undefined, body: unknown): Promise<void> {
  if (!base) throw new PrinterError('Er is geen Sinterklaas-printer ingesteld');
  const url = `${base.replace(/\/+$/, '')}/sinterklaas?balie=sinterklaas`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PRINT_TIMEOUT_MS),
    });
  } catch {
    throw new PrinterError(`De printer is niet bereikbaar (${base})`);
  }
  let reply: unknown = null;
  try {
    reply = await response.json();
  } catch {
    reply = null;
  }
  const record = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string'
      ? record.message
      : typeof record.error === 'string'
        ? record.error
        : '';
  if (!response.ok || record.status === 'error')
    throw new PrinterError(message || `De printer gaf een fout (${response.status})`);
}

/** Beyond the spec: the follow number of both tickets, from the server's sequence (never the same twice). */
export const nextVolgNummer = async () =>
  (await apiRequest('/v1/sinterklaas/volgnummer', volgNummerSchema, { method: 'POST' })).volgNummer;

/** spec 1 §4: print to both printers (stop at the first error), then save the children who came. */
export async function printAndRegister(
  config: RuntimeConfig,
  mvmnummer: number,
  tickets: (volgNummer: number) => SinterklaasTickets,
  kinderen: string[],
): Promise<void> {
  const body = tickets(await nextVolgNummer());
  await postToPrinter(config.printers.sinterklaas1, { snoep: body.snoep });
  await postToPrinter(config.printers.sinterklaas2, { speelgoed: body.speelgoed });
  await apiRequest(`/v1/sinterklaas/klant/${mvmnummer}`, sinterklaasResultSchema, {
    method: 'POST',
    body: { kinderen },
  });
}
