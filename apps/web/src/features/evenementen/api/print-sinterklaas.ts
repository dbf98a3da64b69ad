import { sinterklaasResultSchema, volgNummerSchema } from '@mvm/domain/evenementen/schemas';
import type { RuntimeConfig } from '../../../lib/runtime-config';
import { apiRequest } from '../../../lib/api-client';
import { sendToPrinter } from '../../../lib/printing/print-agent';

/** spec 1 §7 Sinterklaas print body: the snack ticket (printer 1) and the toy ticket (printer 2). */
export type SinterklaasTickets = {
  snoep: { volgNummer: number; mvmNummer: string; naam: string; personen: number };
  speelgoed: { volgNummer: number; mvmNummer: string; naam: string; paketten: number };
};

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
  // spec 1 §8: a printer's error (a PrintFailure with its message) aborts the print.
  await sendToPrinter(config, 'sinterklaas1', '/sinterklaas', { snoep: body.snoep }, 'sinterklaas');
  await sendToPrinter(config, 'sinterklaas2', '/sinterklaas', { speelgoed: body.speelgoed }, 'sinterklaas');
  await apiRequest(`/v1/sinterklaas/klant/${mvmnummer}`, sinterklaasResultSchema, {
    method: 'POST',
    body: { kinderen },
  });
}
