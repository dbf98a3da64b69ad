import { z } from 'zod';
import { formatMemberNumber } from '@mvm/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { isMountedAgent } from '../../../lib/printing/print-agent';
import { runtimeConfigQueryOptions, type RuntimeConfig } from '../../../lib/runtime-config';

export type LidkaartPrint = { mvmnummer: number; voornaam: string; achternaam: string };

// The print agent's reply (not the API's): empty, or a status with a message.
const printerReplySchema = z
  .object({ status: z.string().optional(), message: z.string().optional() })
  .nullable();

/**
 * spec 1 §7: the member label goes to the label printer's `/lid`: the agent inside the API with the session
 * (issue 24), a printer host without it. The body follows the material print's `klant{mvmNummer, voornaam, naam}`.
 */
export async function printLidkaart(config: RuntimeConfig, card: LidkaartPrint): Promise<void> {
  const base = config.printers.lid;
  if (!base) throw new Error('Er is geen printer voor lidkaarten ingesteld');
  const reply = await apiRequest(`${base.replace(/\/$/, '')}/lid`, printerReplySchema, {
    method: 'POST',
    auth: isMountedAgent(base),
    body: { mvmNummer: formatMemberNumber(card.mvmnummer), voornaam: card.voornaam, naam: card.achternaam },
  });
  // spec 1 §7: the printer answers a status of 'error' with a message when it could not print.
  if (reply?.status === 'error') throw new Error(reply.message || 'De printer gaf een fout');
}

/** Prints the card on the printer from `/config.json`; nothing in the cache changes. */
export function usePrintLidkaart(mutationConfig?: MutationConfig<(card: LidkaartPrint) => Promise<void>>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: async (card: LidkaartPrint) =>
      printLidkaart(await queryClient.fetchQuery(runtimeConfigQueryOptions()), card),
  });
}
