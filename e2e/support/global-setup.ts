import type { TestProject } from 'vitest/node';
import './provided';
import { startServer } from './server';

/** Starts the product once for every browser test file and stops it (cleanly) when they are done. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminPassword', server.adminPassword);
  return () => server.stop();
}
