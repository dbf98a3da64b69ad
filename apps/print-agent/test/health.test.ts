import { expect, it } from 'vitest';
import { startAgent } from './helpers/agent';

it('answers its health check with the configured printer', async () => {
  // A temp DATA_DIR of its own: the plugin's default is the checkout's data/, which a test must not write.
  const agent = await startAgent();
  const res = await agent.app.inject({ method: 'GET', url: '/healthz' });
  expect(res.json()).toEqual({ status: 'ok', printer: 'preview' });
  await agent.close();
});
