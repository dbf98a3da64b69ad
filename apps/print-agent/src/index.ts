import type { FastifyInstance } from 'fastify';

/**
 * The printer-side service (DESIGN.md). Printing is built in its own issue; until then the agent
 * only answers its health check, so hosts can already be set up and monitored.
 */
export async function printAgentPlugin(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok', printer: process.env.PRINTER_URL ?? 'preview' }));
}
