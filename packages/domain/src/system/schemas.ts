import { z } from 'zod';

/** `GET /config.json`: where the printers, scanner and eID reader are, and whether this is staging. */
export const runtimeConfigSchema = z.object({
  staging: z.boolean(),
  zoho: z.boolean(),
  printers: z.record(z.string(), z.string()),
  eidReaderUrl: z.string().optional(),
  scannerUrl: z.string().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
