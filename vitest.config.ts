import { defineConfig } from 'vitest/config';
import web from './apps/web/vitest.config';

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
    // Every file builds its own app on its own database and nothing is mocked, so the files of one worker
    // may share the loaded modules: importing the app per file was most of this suite's CPU time
    // (api on PGlite: 3 min 43 s → 1 min 10 s with two workers).
    isolate: false,
    testTimeout: 30_000,
    // Bounds for a hang, not speed targets: opening a migrated test database took ~60 s at a load of 13-20.
    hookTimeout: 240_000,
  },
}));

// The web test files that call vi.mock (kept isolated; see the web projects below).
const WEB_MOCKING_FILES = [
  'src/app/router.test.tsx',
  'src/features/auth/components/login-form.test.tsx',
  'src/features/auth/components/usb-key.test.tsx',
  'src/features/gebruikers/components/gebruikers-page.test.tsx',
  'src/lib/api-client.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one at a time on a two-core machine. Two workers:
    // the files wait on the database, Chromium and the product's server as much as they compute.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure rules, no mocks: the files may share the loaded modules.
          isolate: false,
        },
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
      // The web files share their loaded modules (Mantine, React and the app are most of a file's time), except
      // the few that replace a module with vi.mock: a mocked module would leak into the files after them.
      { ...web, test: { ...web.test, name: 'web', exclude: WEB_MOCKING_FILES, isolate: false } },
      { ...web, test: { ...web.test, name: 'web (mocks)', include: WEB_MOCKING_FILES } },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['tests/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['support/global-setup.ts'],
          // Bounds for a hung browser test, not speed targets (the waits inside are 30 s each).
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // expect.poll waits as long as Playwright's own waits (newPage's 30 s), not Vitest's default 1 s: on two
          // busy cores a list that asked the server after a page load once took longer (layout.spec, issue 7).
          expect: { poll: { timeout: 30_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
