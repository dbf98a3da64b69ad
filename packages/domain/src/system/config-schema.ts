import { z } from 'zod/mini';

/**
 * GET /config.json (DESIGN.md): what the browser learns at start: printers, devices, staging, the version.
 * Written with zod/mini (the same engine, tree-shakeable) because the login page parses it on its first load.
 */
export const runtimeConfigSchema = z.object({
  staging: z.boolean(),
  zoho: z.boolean(),
  /** Print agent base URL per desk. */
  printers: z.record(z.string(), z.string()),
  eidReaderUrl: z.string(),
  scannerUrl: z.string(),
  /** The running product's version (semver), shown in the user menu. */
  version: z.string(),
});
export type RuntimeConfigWire = z.infer<typeof runtimeConfigSchema>;
