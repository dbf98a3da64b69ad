import { z } from 'zod';

/** GET /healthz: 200 while the database answers, 503 otherwise. */
export const healthOkSchema = z.object({ status: z.literal('ok') });
export const healthErrorSchema = z.object({ status: z.literal('error'), error: z.string() });

/** GET /config.json (DESIGN.md): what the browser learns at start: printers, devices, staging. */
export const runtimeConfigSchema = z.object({
  staging: z.boolean(),
  zoho: z.boolean(),
  /** Print agent base URL per desk. */
  printers: z.record(z.string(), z.string()),
  eidReaderUrl: z.string(),
  scannerUrl: z.string(),
});
export type RuntimeConfigWire = z.infer<typeof runtimeConfigSchema>;
