import type { Locator, Page } from 'playwright-core';

const INTERACTIVE =
  'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], ' +
  '[role="link"], [role="menuitem"], [role="switch"], [role="checkbox"], [role="radio"]';

/**
 * The visible interactive elements on screen smaller than `min` px in either direction (UX.md §7: 40 px on a
 * desk, 44 px on a phone), as 'name (w×h)'. A visually hidden radio or checkbox counts through its label.
 */
export function undersizedTargets(page: Page, min: number): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const small: string[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        // What the finger hits: the element with its labels (a radio or a switch toggles from its label too),
        // or for a visually hidden input the label wrapped around it.
        const labels = el instanceof HTMLInputElement ? Array.from(el.labels ?? []) : [];
        const hidden = el instanceof HTMLInputElement && style.opacity === '0';
        const parts = (hidden ? [el.closest('label') ?? el] : [el, ...labels]).map((p) =>
          p.getBoundingClientRect(),
        );
        const left = Math.min(...parts.map((r) => r.left));
        const top = Math.min(...parts.map((r) => r.top));
        const box = new DOMRect(
          left,
          top,
          Math.max(...parts.map((r) => r.right)) - left,
          Math.max(...parts.map((r) => r.bottom)) - top,
        );
        if (box.width === 0 || box.height === 0) continue;
        // Off screen (the skip link until it has focus).
        if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth) continue;
        if (box.width < min || box.height < min) {
          const name =
            el.getAttribute('aria-label') ??
            (labels[0]?.textContent ||
              el.textContent.trim() ||
              `${el.tagName} ${el.getAttribute('type') ?? ''}`);
          small.push(`${name.slice(0, 40)} (${Math.round(box.width)}×${Math.round(box.height)})`);
        }
      }
      return small;
    },
    { selector: INTERACTIVE, min },
  );
}

/** How far the document scrolls beyond the viewport, vertically and horizontally. */
export function pageOverflow(page: Page): Promise<{ vertical: number; horizontal: number }> {
  return page.evaluate(() => ({
    vertical: document.documentElement.scrollHeight - innerHeight,
    horizontal: document.documentElement.scrollWidth - innerWidth,
  }));
}

/** The first scroll container around `locator` (itself included) that scrolls sideways, or null. */
export function scrollsSideways(locator: Locator): Promise<string | null> {
  return locator.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible')
        return `${node.className || node.tagName}: ${node.scrollWidth} > ${node.clientWidth}`;
    }
    return null;
  });
}
