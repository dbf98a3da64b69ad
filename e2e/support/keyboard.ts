import type { Locator, Page } from 'playwright-core';
import { settled } from './axe';

const isFocused = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails after `max`
 * presses, so an element that cannot be reached with the keyboard fails the test.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if ((await target.count()) === 1 && (await isFocused(target))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target.toString()} with ${max} presses of Tab`);
}

/**
 * Whether the focused element shows that it has the focus (WCAG 2.4.7): an outline, a focus shadow, or the
 * brand-coloured border Mantine gives a focused input. Returns a description when it does not.
 */
export async function focusIsVisible(page: Page): Promise<true | string> {
  await settled(page);
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing has the focus';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    // A focused input keeps no outline but changes its border to the brand colour.
    const primary = getComputedStyle(document.documentElement)
      .getPropertyValue('--mantine-primary-color-filled')
      .trim();
    const probe = document.createElement('span');
    probe.style.color = primary;
    document.body.append(probe);
    const brand = getComputedStyle(probe).color;
    probe.remove();
    const border = style.borderTopColor === brand && parseFloat(style.borderTopWidth) > 0;
    if (outline || shadow || border) return true;
    // A visually hidden radio shows its focus on the label it sits in.
    const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
    if (label) {
      const ls = getComputedStyle(label);
      if ((ls.outlineStyle !== 'none' && parseFloat(ls.outlineWidth) > 0) || ls.boxShadow !== 'none')
        return true;
    }
    return `[${style.borderTopColor} ${style.borderTopWidth} vs ${brand}; outline ${style.outlineStyle} ${style.outlineWidth}] no visible focus on ${el.tagName.toLowerCase()} '${el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 40)}'`;
  });
}

/** Whether `target` (or something inside it) has the focus. */
export const hasFocus = (target: Locator) => isFocused(target);

/**
 * In a focused Mantine select: opens the list with the down arrow, moves with it until `option` is the
 * highlighted one, and picks it with Enter, as a keyboard user does.
 */
export async function chooseWithArrows(page: Page, option: Locator, { max = 30 } = {}) {
  const arrowDown = async () => {
    await page.keyboard.press('ArrowDown');
    await zeroDelayTimersRan(page);
  };
  await arrowDown();
  await option.waitFor();
  for (let presses = 0; (await option.getAttribute('data-combobox-selected')) === null; presses += 1) {
    if (presses >= max)
      throw new Error(`could not reach ${option.toString()} with ${max} presses of ArrowDown`);
    await arrowDown();
  }
  await page.keyboard.press('Enter');
  // The choice is made when its list closes (the same render sets the value); reading the field before that
  // raced with the render on a loaded machine.
  await option.waitFor({ state: 'detached' });
}

/**
 * Resolves once the timers the page queued with no delay have run. Mantine's combobox highlights an option at
 * once but re-reads which one is highlighted in a `setTimeout(0)` after it opens; Chromium handles key input
 * before pending timers, so on a loaded machine an Enter sent right after the highlight could land between
 * those timers and find no option chosen (the CI failure of the Sinterklaas check-in: the list stayed open).
 * A person cannot press a key that fast; the test waits as long as the page needs, not a fixed time.
 */
async function zeroDelayTimersRan(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
