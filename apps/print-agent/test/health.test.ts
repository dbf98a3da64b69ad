import { expect, it } from 'vitest';
import { startAgent } from './helpers/agent';

it('answers its health check with the configured printer', async () => {
  // A temp DATA_DIR of its own, removed afterwards: a test never writes into the checkout.
  const agent = await startAgent();
  const res = await agent.app.inject({ method: 'GET', url: '/healthz' });
  expect(res.json()).toEqual({ status: 'ok', printer: 'preview' });
  await agent.close();
});
