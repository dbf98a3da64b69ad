import { sendToPrinter } from '../../../lib/printing/print-agent';
import type { RuntimeConfig } from '../../../lib/runtime-config';
import type { MaterialPrintBody } from '../model/print-body';

/** Where each ledger prints: the desk's printer from /config.json and the agent's endpoint. */
export const PRINT_TARGETS = {
  // The material desk has no printer of its own in /config.json yet: 'materiaal' when set, else the
  // reception's (the material desk stands beside it).
  materiaal: { printers: ['materiaal', 'onthaal'], path: '/materiaal' },
  punctueel: { printers: ['eenmaligen'], path: '/eenmaligen' },
} as const;

/** POST the ticked rows to the desk's print agent; a printer's error comes back as a PrintFailure. */
export async function sendPrint(
  config: RuntimeConfig,
  target: keyof typeof PRINT_TARGETS,
  body: MaterialPrintBody,
): Promise<void> {
  const { printers, path } = PRINT_TARGETS[target];
  const desk = printers.find((name) => config.printers[name]) ?? printers[0];
  await sendToPrinter(config, desk, path, body, target);
}
