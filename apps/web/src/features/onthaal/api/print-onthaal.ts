import { z } from 'zod';
import { formatMemberNumber } from '@mvm/domain';
import { marktPrintJobSchema } from '@mvm/domain/markten/schemas';
import { voedingPayloadReplySchema, type VoedingTicketRequest } from '@mvm/domain/onthaal/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { PrintFailure, sendToPrinter } from '../../../lib/printing/print-agent';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { runtimeConfigQueryOptions } from '../../../lib/runtime-config';
import { printsMarkt, printsVoeding, type PrintScope } from '../model/search-request';

export type OnthaalPrint = { mvmnummer: number; request: VoedingTicketRequest; scope: PrintScope };
export type OnthaalPrinted = { ticketCount: number | null; marktTickets: number };

export const GEEN_MARKT = 'Dit gezin heeft vandaag geen markt';

/**
 * spec 1 §7 Reception: the food ticket (recorded by the API, so every desk sees it and it gets the day's next
 * number) goes to the onthaal printer's /print; each market job to its printLocatie's /print-markt.
 */
export async function printOnthaal(
  { mvmnummer, request, scope }: OnthaalPrint,
  config: Parameters<typeof sendToPrinter>[0],
) {
  const nr = formatMemberNumber(mvmnummer);
  const printed: OnthaalPrinted = { ticketCount: null, marktTickets: 0 };
  if (printsVoeding(scope)) {
    const reply = await apiRequest(`/v1/onthaal/voeding/${nr}`, voedingPayloadReplySchema, {
      method: 'POST',
      body: request,
    });
    const { geprintVandaag: _shown, ...ticket } = reply;
    printed.ticketCount = ticket.ticketCount;
    await sendToPrinter(config, 'onthaal', '/print', ticket, 'onthaal');
  }
  if (printsMarkt(scope)) {
    try {
      const jobs = await apiRequest(`/v1/onthaal/markt/${nr}`, z.array(marktPrintJobSchema));
      if (jobs.length === 0 && !printsVoeding(scope)) throw new PrintFailure(GEEN_MARKT);
      for (const job of jobs) {
        await sendToPrinter(config, job.printLocatie, '/print-markt', job, 'onthaal');
        printed.marktTickets += 1;
      }
    } catch (err) {
      if (printed.ticketCount === null) throw err;
      // The food ticket did print: say so, and which part did not.
      throw new PrintFailure(
        `Voedingsticket ${printed.ticketCount} is afgedrukt, de markttickets niet: ${errorMessage(err)}`,
        err instanceof PrintFailure ? err.jobId : undefined,
        printed.ticketCount,
      );
    }
  }
  return printed;
}

/** The print mutation; the search rows are refreshed afterwards (the 'already printed today' tick). */
export function usePrintOnthaal(
  mutationConfig?: MutationConfig<(input: OnthaalPrint) => Promise<OnthaalPrinted>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: async (input: OnthaalPrint) =>
      printOnthaal(input, await queryClient.fetchQuery(runtimeConfigQueryOptions())),
    onSettled: (...args) => {
      // A recorded ticket counts even when the printer failed: it waits in the job log for a reprint.
      void queryClient.invalidateQueries({ queryKey: queryKeys.onthaal.all });
      mutationConfig?.onSettled?.(...args);
    },
  });
}
