import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { describe, expect, test } from '../support/fixtures';
import { repoRoot } from '../support/server';

/** What a button looks like: the properties the first visit got wrong, and its box. */
const buttonLooks = (page: Page) =>
  page.locator('button').evaluateAll((buttons) =>
    buttons.map((b) => {
      const style = getComputedStyle(b);
      const text = b.textContent.trim();
      return { text, background: style.backgroundColor, color: style.color, border: style.borderColor };
    }),
  );

/** The stylesheet the signed-in shell brings (all of Mantine's core styles), from the build's manifest. */
function shellStylesheet(): string {
  const manifest = JSON.parse(
    readFileSync(path.join(repoRoot, 'apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { css?: string[] }>;
  const css = manifest['src/app/layout/protected-shell.tsx']?.css?.[0];
  if (!css) throw new Error('the build has no stylesheet for the signed-in shell');
  return `/${css}`;
}

// Issue 27 item 11: on a new desk computer's first visit the login buttons had no background until hover —
// Mantine's UnstyledButton reset came after Button's own rules in the first screen's stylesheet.
describe('the first visit to /login', () => {
  test("shows the buttons as they look once the shell's styles are loaded too", async ({ page }) => {
    await page.goto('/login');
    const aanmelden = page.getByRole('button', { name: 'Aanmelden' });
    await aanmelden.waitFor();
    await expectNoSeriousA11yViolations(page, '/login on a first visit');

    const filled = await aanmelden.evaluate((button) => {
      const probe = document.createElement('div');
      probe.style.background = 'var(--mantine-primary-color-filled)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return { button: getComputedStyle(button).backgroundColor, colour };
    });
    expect(filled.button).not.toBe('rgba(0, 0, 0, 0)');
    expect(filled.button).toBe(filled.colour);

    const first = await buttonLooks(page);
    await page.evaluate(async (href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      const loaded = new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = reject;
      });
      document.head.append(link);
      await loaded;
    }, shellStylesheet());
    expect(await buttonLooks(page)).toEqual(first);
  });
});
