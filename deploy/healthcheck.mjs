/* global process, fetch, AbortSignal -- run by Node inside the image */
// The container's health check: exit 0 when GET /healthz on this container answers 2xx within 4 s, else 1.
// Port: the first argument (the print agent passes its PRINT_AGENT_PORT), else PORT, else 3000.
const port = process.argv[2] ?? process.env.PORT ?? '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
