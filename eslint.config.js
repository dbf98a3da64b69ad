import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = 'apps/web/src/features';
const webFeatures = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

// The API's layers (README, Architecture): the shared modules every area may import, and the areas.
const apiDir = 'apps/api/src';
const apiSharedDirs = ['dossier', 'ledger', 'audit', 'db'];
const apiSharedFiles = ['actor.ts', 'errors.ts', 'config.ts', 'config-env.ts', 'logger.ts', 'types.d.ts'];
// plugins/ and the entry points (app.ts, main.ts, the CLIs) compose the areas into the server, so they are
// no area; seed/ fills a database and is held to the areas' fence.
const apiComposition = ['plugins'];
const apiAreas = existsSync(apiDir)
  ? readdirSync(apiDir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && ![...apiSharedDirs, ...apiComposition].includes(e.name))
      .map((e) => e.name)
  : [];
const apiPublic = [...apiSharedDirs, ...apiSharedFiles, 'auth/public.ts'].map((p) => `./${p}`);
// Only repositories (and db/, seed/, the tests) speak SQL.
const drizzleImports = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: "Only a *-repository.ts (or db/) imports drizzle-orm: move the query into the area's repository.",
};

// Tests and their support code (the web app keeps its helpers in src/test and src/features/*/test).
const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'apps/*/test/**', 'apps/web/src/**/test/**', 'e2e/**'];
// TypeScript files that no tsconfig project includes (tool configs, the eID simulator's CLI):
// linted without type information.
const untypedTsFiles = [
  'vitest.config.ts',
  'apps/web/vitest.config.ts',
  'tools/eid-simulator/main.ts',
  'tools/scanner-simulator/main.ts',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tsbuild/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'never' },
      ],
    },
  },
  {
    // Tests read light-my-request's `res.json()` (typed `any`) and assert on values they just created.
    files: testFiles,
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      '@typescript-eslint/no-unsafe-unary-minus': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Fastify plugins, hooks and handlers are async by contract (FastifyPluginAsync, async hooks): the
    // returned promise is how Fastify knows they finished, with or without an await inside.
    files: [
      'apps/api/src/**/routes/**/*.ts',
      'apps/api/src/plugins/**/*.ts',
      'apps/print-agent/src/index.ts',
    ],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', ...untypedTsFiles],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the files it follows (as its flatConfigs.typescript preset sets it up).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string-literal union.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // bulletproof-react: a feature never imports another feature or the app layer; route modules in
    // src/app compose features, and shared code (src/components, src/lib) depends on neither.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features must not import each other; move shared code to src/components or src/lib.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not import src/app.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not depend on features or src/app.',
            },
          ],
        },
      ],
    },
  },
  {
    // immich's layers: route → service → repository. Only repositories (and db/, seed/) import drizzle-orm.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*-repository.ts', 'apps/api/src/db/**', 'apps/api/src/seed/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [drizzleImports] }] },
  },
  {
    // A route is HTTP only: it calls a service, never a repository or a table.
    files: ['apps/api/src/*/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            drizzleImports,
            {
              regex: '-repository$',
              message: "A route calls a service, never a repository: add the call to the area's service.",
            },
            {
              regex: '/db/schema(/|$)',
              message: "A route never touches a table: the area's repository does.",
            },
          ],
        },
      ],
    },
  },
  {
    // An area reaches another only through the shared modules (dossier/, ledger/, audit/, db/, the root
    // files and auth/public.ts); the shared modules import no area. plugins/, app.ts, main.ts and the CLIs
    // compose the areas and are not fenced.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*-cli.ts', 'apps/api/src/**/cli.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiAreas.map((area) => ({
              target: `./${apiDir}/${area}`,
              from: `./${apiDir}`,
              except: [`./${area}`, ...apiPublic],
              message: `An area imports another area only through the shared modules (README, Architecture).`,
            })),
            {
              target: apiSharedDirs.map((dir) => `./${apiDir}/${dir}`),
              from: `./${apiDir}`,
              except: apiPublic,
              message: 'The shared modules import no area.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
