import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  detectScanner,
  listenToScanner,
  scannedValue,
  SCANNER_DETECT_RETRY_MS,
  SCANNER_RETRY_MS,
} from './scanner-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const reply = (body: string, status = 200) =>
  Promise.resolve(new Response(status === 204 ? null : body, { status }));

describe('scanner service answers', () => {
  it.each([
    ['{"barcode":"MVM245"}', 'MVM245'],
    ['{"data":" MVM7 "}', 'MVM7'],
    ['"MVM9"', 'MVM9'],
    ['MVM12\n', 'MVM12'],
    ['', null],
    ['{"other":1}', null],
  ])('reads %j as %j', (text, value) => {
    expect(scannedValue(text)).toBe(value);
  });

  it('only counts a service whose answer names the device (spec 2 §7)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => reply('MVM barcode scanner (simulator)')),
    );
    expect(await detectScanner('http://127.0.0.1:8080')).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => reply('Welkom op de printer')),
    );
    expect(await detectScanner('http://127.0.0.1:8080')).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('refused'))),
    );
    expect(await detectScanner('http://127.0.0.1:8080')).toBe(false);
  });
});

describe('listening to the scanner (spec 1 §7, §9)', () => {
  it('long-polls /scan?action=read_listener, hands over each scan, and retries 200 ms after a failure', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const scans: string[] = [];
    const urls: string[] = [];
    const answers = [
      () => reply('Barcode Scanner'),
      () => reply('{"barcode":"MVM1"}'),
      () => Promise.reject(new TypeError('onderbroken')),
      () => reply('', 204),
      () => reply('{"barcode":"MVM2"}'),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        const next = answers.shift();
        if (!next) {
          controller.abort();
          return Promise.reject(new DOMException('aborted', 'AbortError'));
        }
        return next();
      }),
    );
    const done = listenToScanner('http://127.0.0.1:8080/', (v) => scans.push(v), controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    expect(urls.length).toBe(3); // marker, a scan, the failed poll; now waiting
    await vi.advanceTimersByTimeAsync(SCANNER_RETRY_MS - 1);
    expect(urls.length).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(scans).toEqual(['MVM1', 'MVM2']);
    expect(urls[0]).toBe('http://127.0.0.1:8080/');
    expect(urls.slice(1).every((u) => u === 'http://127.0.0.1:8080/scan?action=read_listener')).toBe(true);
  });
});

describe('a desk without a scanner service (issue 27 item 15)', () => {
  it('probes rarely: the pause doubles after each miss, and another screen or a reload waits for it too', async () => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
    const probes: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        probes.push(Date.now());
        return Promise.reject(new TypeError('Failed to fetch'));
      }),
    );
    const first = new AbortController();
    const states: boolean[] = [];
    void listenToScanner(
      'http://127.0.0.1:8080',
      () => undefined,
      first.signal,
      (s) => states.push(s),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(probes).toHaveLength(1);
    expect(states.length > 0 && states.every((s) => !s)).toBe(true);

    // The next screen (a new listener) right after the miss does not probe.
    first.abort();
    await vi.advanceTimersByTimeAsync(0);
    const second = new AbortController();
    void listenToScanner('http://127.0.0.1:8080/', () => undefined, second.signal);
    await vi.advanceTimersByTimeAsync(SCANNER_DETECT_RETRY_MS - 1);
    expect(probes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probes).toHaveLength(2);
    // Then 30 s, then 60 s.
    await vi.advanceTimersByTimeAsync(2 * SCANNER_DETECT_RETRY_MS - 1);
    expect(probes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(probes).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4 * SCANNER_DETECT_RETRY_MS);
    expect(probes).toHaveLength(4);
    second.abort();
    await vi.advanceTimersByTimeAsync(0);
    vi.useRealTimers();
  });

  it('probes at once again after the scanner was found', async () => {
    window.sessionStorage.clear();
    const controller = new AbortController();
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        if (url.endsWith('/')) return Promise.resolve(new Response('Barcode Scanner'));
        controller.abort();
        return Promise.reject(new DOMException('aborted', 'AbortError'));
      }),
    );
    await listenToScanner('http://127.0.0.1:8080', () => undefined, controller.signal);
    expect(window.sessionStorage.getItem('scannerProbe:http://127.0.0.1:8080')).toBeNull();
    expect(urls[0]).toBe('http://127.0.0.1:8080/');
  });
});
