import { z } from 'zod';

/** GET /healthz: 200 while the database answers (with the running version, semver), 503 otherwise. */
export const healthOkSchema = z.object({ status: z.literal('ok'), version: z.string() });
export const healthErrorSchema = z.object({ status: z.literal('error'), error: z.string() });

// GET /config.json lives in its own file in zod/mini: the login page reads it, and zod's full API would
// double that page's download.
export { runtimeConfigSchema, type RuntimeConfigWire } from './config-schema';
