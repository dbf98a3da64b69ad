import { z } from 'zod';
import { printJobSchema, previewEntrySchema, printerStateSchema } from '@mvm/domain/printing/printer-status';
import { printerReplySchema } from '@mvm/domain/printing/bodies';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { isMountedAgent, sessionHeaderFor } from '../../../lib/printing/print-agent';
import type { RuntimeConfig } from '../../../lib/runtime-config';
import { agentTokenHeader } from './agent-token';

/** One print agent and the desks that print on it (several desks may share one agent). */
export type PrintAgentEntry = { url: string; desks: string[] };

export function printAgentsOf(config: RuntimeConfig): PrintAgentEntry[] {
  const byUrl = new Map<string, string[]>();
  for (const [desk, url] of Object.entries(config.printers)) {
    if (!url) continue;
    const key = url.replace(/\/+$/, '');
    byUrl.set(key, [...(byUrl.get(key) ?? []), desk]);
  }
  return [...byUrl].map(([url, desks]) => ({ url, desks }));
}

/**
 * Issue 27 item 15: a card's title a volunteer understands — the agent inside the server, or the printer host
 * by its name — instead of the raw '/print-agent'. The address itself stays beside it.
 */
export function agentTitle(url: string): string {
  if (isMountedAgent(url)) return 'Printservice van deze server';
  try {
    return `Printservice op ${new URL(url).host}`;
  } catch {
    return `Printservice op ${url}`;
  }
}

// The agent inside the API (a path on this origin) checks the session and role; a printer host its own
// token (issue 25), never the session.
const call = <S extends z.ZodType>(base: string, path: string, schema: S, method: 'GET' | 'POST' = 'GET') =>
  isMountedAgent(base)
    ? apiRequest(`${base}${path}`, schema, { method })
    : apiRequest(`${base}${path}`, schema, { method, auth: false, headers: agentTokenHeader(base) });

export const printerStatusQueryOptions = (url: string) =>
  queryOptions({
    queryKey: queryKeys.printers.status(url),
    queryFn: () => call(url, '/status', printerStateSchema),
    retry: false,
  });

export const printJobsQueryOptions = (url: string) =>
  queryOptions({
    queryKey: queryKeys.printers.jobs(url),
    queryFn: () => call(url, '/jobs', z.array(printJobSchema)),
    retry: false,
  });

export const previewsQueryOptions = (url: string) =>
  queryOptions({
    queryKey: queryKeys.printers.previews(url),
    queryFn: () => call(url, '/previews', z.array(previewEntrySchema)),
    retry: false,
  });

/** A preview's PNG as an object URL (fetched with the session, or a printer host's token: an <img> sends neither). */
export const previewImageQueryOptions = (url: string, file: string) =>
  queryOptions({
    queryKey: [...queryKeys.printers.previews(url), file],
    queryFn: async ({ signal }) => {
      const response = await fetch(`${url}/previews/${encodeURIComponent(file)}`, {
        signal,
        headers: isMountedAgent(url) ? sessionHeaderFor(url) : agentTokenHeader(url),
      });
      if (!response.ok) throw new Error(`Afdrukvoorbeeld niet gevonden (${response.status})`);
      return URL.createObjectURL(await response.blob());
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** Prints a failed ticket again (the agent kept its bytes); refreshes that agent's log and state. */
export function useReprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ url, id }: { url: string; id: string }) =>
      call(url, `/jobs/${encodeURIComponent(id)}/herdruk`, printerReplySchema, 'POST'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.printers.all }),
  });
}
