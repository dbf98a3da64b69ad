import Fastify from 'fastify';
import { printAgentPlugin } from './index';

const app = Fastify({ logger: true });
await app.register(printAgentPlugin);
await app.listen({
  port: Number(process.env.PRINT_AGENT_PORT ?? 3100),
  host: process.env.HOST ?? '127.0.0.1',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
