import { z } from 'zod';

/** One entry of the agent's job log (GET /jobs): time, desk, endpoint, member number, outcome. */
export const printJobSchema = z.object({
  id: z.string(),
  tijd: z.string(),
  balie: z.string(),
  endpoint: z.string(),
  mvmNummer: z.string().nullable(),
  status: z.enum(['ok', 'error']),
  melding: z.string(),
  herdrukVan: z.string().nullable(),
  herdrukbaar: z.boolean(),
});
export type PrintJobEntry = z.infer<typeof printJobSchema>;

/** GET /status: the printer behind an agent. */
export const printerStateSchema = z.object({
  printer: z.string(),
  bereikbaar: z.boolean().nullable(),
  laatsteSucces: z.string().nullable(),
  laatsteFout: z.object({ tijd: z.string(), melding: z.string() }).nullable(),
  gecontroleerdOp: z.string().nullable(),
});
export type PrinterState = z.infer<typeof printerStateSchema>;

/** GET /previews: the tickets the preview printer kept (readable text and a picture). */
export const previewEntrySchema = z.object({
  naam: z.string(),
  tijd: z.string(),
  tekst: z.string(),
  png: z.string().nullable(),
});
export type PreviewEntry = z.infer<typeof previewEntrySchema>;
