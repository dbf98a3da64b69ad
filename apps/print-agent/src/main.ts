import Fastify from 'fastify';
import { loadPrintAgentConfig, previewDirOf } from './config';
import { printAgentPlugin } from './index';

// DESIGN.md runtime contract: `npm run print-agent`, PRINT_AGENT_PORT (3100), PRINTER_URL (preview).
const config = loadPrintAgentConfig();
const app = Fastify({ logger: true });
await app.register(printAgentPlugin, config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close(); // finishes the tickets in flight
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const printer =
  config.printerUrl === 'preview' ? `preview in ${previewDirOf(config.dataDir)}` : config.printerUrl;
app.log.info(`Printservice klaar op http://${config.host}:${config.port} (printer: ${printer})`);
