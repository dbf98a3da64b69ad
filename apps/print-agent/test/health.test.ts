import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { printAgentPlugin } from '../src/index';

it('answers its health check with the configured printer', async () => {
  const app = Fastify();
  await app.register(printAgentPlugin);
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  expect(res.json()).toEqual({ status: 'ok', printer: 'preview' });
  await app.close();
});
