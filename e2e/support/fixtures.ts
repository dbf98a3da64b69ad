import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { test as base } from 'vitest';
import { baseUrl } from './api';
import { DESK, launchBrowser, newPage } from './browser';
import { adminStorageState } from './session';

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

const fileName = (testName: string) =>
  `${testName
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100)}.png`;

type Task = { name: string; file: { name: string }; result?: { state?: string } };

/** Collects the page's errors; when the test fails, prints them and saves its last screen. */
function watch(page: Page, task: Task, onCleanup: (fn: () => Promise<void>) => void): void {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  onCleanup(async () => {
    if (task.result?.state === 'fail') {
      if (problems.length > 0)
        console.error(`Browser errors during the failed test:\n${problems.join('\n')}`);
      mkdirSync(screenshotDir, { recursive: true });
      const file = path.join(screenshotDir, fileName(`${task.file.name}-${task.name}`));
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(`Screenshot of the failed test: ${file}`);
    }
    await page.context().close();
  });
}

/**
 * `browser`: one Chromium per test file. `page`: a fresh context per test (no session), at the desk size;
 * `adminPage`: the same, logged in as admin. When a test fails its last screen is saved in e2e/screenshots/
 * (gitignored).
 */
export const test = base
  // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixture's dependencies from this pattern.
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('page', async ({ browser, task }, { onCleanup }): Promise<Page> => {
    const page = await newPage(browser, baseUrl());
    watch(page, task, onCleanup);
    return page;
  })
  // Logged in as admin from the start, with the file's stored session (Playwright storageState).
  .extend('adminPage', async ({ browser, task }, { onCleanup }): Promise<Page> => {
    const page = await newPage(browser, baseUrl(), DESK, await adminStorageState());
    watch(page, task, onCleanup);
    return page;
  });

export { describe, expect } from 'vitest';
