import type { TestProject } from 'vitest/node';
import { startEidSimulator } from '../../tools/eid-simulator/simulator';
import './provided';
import { startServer } from './server';

/**
 * Starts the product once for every browser test file and stops it (cleanly) when they are done, with the
 * eID reader simulator (no card inserted; tests put one in with `PUT /card`) as the desks' reader.
 */
export default async function setup(project: TestProject) {
  const eid = await startEidSimulator({ port: 0, card: null });
  try {
    const server = await startServer({ EID_READER_URL: eid.url });
    project.provide('baseUrl', server.baseUrl);
    project.provide('adminPassword', server.adminPassword);
    project.provide('eidReaderUrl', eid.url);
    return async () => {
      await new Promise<void>((resolve) => eid.server.close(() => resolve()));
      await server.stop();
    };
  } catch (error) {
    eid.server.close();
    throw error;
  }
}
