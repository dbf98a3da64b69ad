import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// findBy…/waitFor wait for what the test expects, not for a speed: a lazy route's first import on a loaded
// 2-core machine took more than the default second (issue 7: no test depends on wall-clock speed).
configure({ asyncUtilTimeout: 15_000 });

// Mantine reads matchMedia: every media query answers 'no match', whatever the test DOM's window size.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
// A test DOM may lack these, though the DOM types say every window has them.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see above
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverStub;
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see above
window.HTMLElement.prototype.scrollIntoView = window.HTMLElement.prototype.scrollIntoView ?? (() => {});

// Every test starts logged out, with the real fetch.
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
