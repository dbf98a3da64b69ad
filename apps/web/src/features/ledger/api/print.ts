import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { RuntimeConfig } from '../../../lib/runtime-config';
import type { MaterialPrintBody } from '../model/print-body';

// The print agent's reply (not the API's): empty, or a status with a message.
const printerReplySchema = z
  .object({ status: z.string().optional(), message: z.string().optional() })
  .nullable();

/** Where each ledger prints: the desk's printer from /config.json and the agent's endpoint. */
export const PRINT_TARGETS = {
  // The material desk has no printer of its own in /config.json yet: 'materiaal' when set, else the
  // reception's (the material desk stands beside it).
  materiaal: { printers: ['materiaal', 'onthaal'], path: '/materiaal' },
  punctueel: { printers: ['eenmaligen'], path: '/eenmaligen' },
} as const;

/** POST the ticked rows to the desk's print agent (no session token: it is another host). */
export async function sendPrint(
  config: RuntimeConfig,
  target: keyof typeof PRINT_TARGETS,
  body: MaterialPrintBody,
): Promise<void> {
  const { printers, path } = PRINT_TARGETS[target];
  const base = printers.map((name) => config.printers[name]).find(Boolean);
  if (!base) throw new Error('Er is geen printer ingesteld voor deze balie');
  const reply = await apiRequest(`${base.replace(/\/$/, '')}${path}`, printerReplySchema, {
    method: 'POST',
    auth: false,
    body,
  });
  // spec 1 §7: the printer answers a status of 'error' with a message when it could not print.
  if (reply?.status === 'error') throw new Error(reply.message || 'De printer gaf een fout');
}
