import Fastify from 'fastify';
import { loadPrintAgentConfig, previewDirOf } from './config';
import { loadAccessConfig } from './http/access-config';
import { BODY_LIMIT, printAgentPlugin } from './index';

// DESIGN.md runtime contract: `npm run print-agent`, PRINT_AGENT_PORT (3100), PRINTER_URL (preview); issue 25:
// PRINT_AGENT_ORIGINS and PRINT_AGENT_TOKEN. A wrong or missing setting stops the agent with a Dutch message.
let settings;
try {
  settings = { config: loadPrintAgentConfig(), access: loadAccessConfig(process.env) };
} catch (err) {
  process.stderr.write(`Printservice niet gestart: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
const { config, access } = settings;
const app = Fastify({ logger: true, bodyLimit: BODY_LIMIT });
await app.register(printAgentPlugin, {
  ...config,
  access: { kind: 'token', token: access.token, origins: access.origins },
  rateLimit: access.rateLimit,
});

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
app.log.info(
  `Printservice klaar op http://${config.host}:${config.port} (printer: ${printer}; voor ${access.origins.join(', ')})`,
);
