import { defineConfig } from 'vitest/config';

// One runner for every tier. The API suite runs once per database: always on the embedded PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set (CI sets it), so the output names the databases that ran.
const apiProjects = [
  { name: 'api (pglite)', db: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'api (postgres)', db: 'postgres' }] : []),
].map(({ name, db }) => ({
  test: {
    name,
    root: 'apps/api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'print-agent',
          root: 'apps/print-agent',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...apiProjects,
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['tests/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
