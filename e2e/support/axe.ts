import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// axe-core's own build, read once per test file and evaluated in the page (no network, no CSP in the way).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** UX.md §7 and issue 14: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type A11yViolation = Pick<Result, 'id' | 'impact' | 'help'> & {
  nodes: { target: string; summary: string }[];
};

/** Runs axe-core on the page as it is now; every violation, whatever its impact. */
/** Waits until no transition or finite animation runs (a dialog fading in, a border changing colour). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

export async function auditA11y(page: Page): Promise<A11yViolation[]> {
  // A dialog or a menu still fading in has text at half opacity: audit what the volunteer sees once it settles.
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
  }));
}

const isSerious = (v: A11yViolation) => v.impact === 'serious' || v.impact === 'critical';

/** One line per element: rule, impact, where, and axe's summary of what to fix. */
export function describeViolations(violations: A11yViolation[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (n) => `- ${v.id} (${v.impact}) at ${n.target}: ${v.help}. ${n.summary.replace(/\s+/g, ' ')}`,
      ),
    )
    .join('\n');
}

/**
 * Fails the test when axe-core finds a serious or critical WCAG 2.1 A/AA violation on the page (issue 14),
 * listing each one. `label` names the screen or dialog in the failure message.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const serious = (await auditA11y(page)).filter(isSerious);
  // A11Y_MEASURE=1 only counts (for docs/accessibility.md): it prints the figures and lets the test go on.
  if (process.env.A11Y_MEASURE) {
    const elements = serious.reduce((sum, v) => sum + v.nodes.length, 0);
    const ids = serious.map((v) => `${v.id}×${v.nodes.length}`).join(', ');
    console.log(`[a11y] ${label}: ${serious.length} rules, ${elements} elements ${ids}`);
    if (process.env.A11Y_MEASURE === 'verbose') console.log(describeViolations(serious));
    return;
  }
  expect(
    serious,
    `${label}: serious or critical accessibility violations\n${describeViolations(serious)}`,
  ).toEqual([]);
}
