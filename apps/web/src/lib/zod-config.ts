import { z } from 'zod';

/**
 * Issue 27: zod's fast path probes `new Function` once, which the server's Content-Security-Policy (no
 * 'unsafe-eval') refuses and the browser reports as a violation on every signed-in page. Without the probe zod
 * parses the same way, only without generated code. Imported first by main.tsx, before any schema is used.
 */
z.config({ jitless: true });
