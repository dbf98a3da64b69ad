/**
 * The desk's local barcode scanner service (spec 1 §7 "Local barcode scanner", spec 2 §7): a loopback HTTP
 * service (SCANNER_URL, default port 8080). Its root answer only counts when it names the device
 * (the marker); then `GET /scan?action=read_listener` is long-polled: it answers when a code is scanned.
 */

/** spec 2 §7 "its reply only counts if it mentions the scanner brand": the spec does not name the brand;
 * decision: the word 'scanner' in the root answer (docs/areas/onthaal.md). */
export const SCANNER_DEVICE_MARKER = /scanner/i;
/** spec 1 §9: retry after 200 ms when a poll fails. */
export const SCANNER_RETRY_MS = 200;
/** How soon a desk without a scanner service looks for one again; doubled after each miss, up to the cap. */
export const SCANNER_DETECT_RETRY_MS = 15_000;
export const SCANNER_DETECT_MAX_MS = 10 * 60_000;

/**
 * Issue 27 item 15: every probe of an absent service is a 'connection refused' the browser writes to the
 * console (no script can hide it). So the whole tab shares one schedule, kept in sessionStorage: a screen
 * opened, or the page reloaded, while the last miss is recent does not probe again, and the pause doubles
 * after each miss. A found scanner clears it.
 */
type ProbeSchedule = { misses: number; nextAt: number };
const scheduleKey = (url: string) => `scannerProbe:${base(url)}`;

function readSchedule(url: string): ProbeSchedule {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(scheduleKey(url)) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && 'misses' in parsed && 'nextAt' in parsed) {
      const { misses, nextAt } = parsed;
      if (typeof misses === 'number' && typeof nextAt === 'number') return { misses, nextAt };
    }
  } catch {
    // A broken entry counts as none.
  }
  return { misses: 0, nextAt: 0 };
}

function noteProbe(url: string, found: boolean): void {
  if (found) {
    window.sessionStorage.removeItem(scheduleKey(url));
    return;
  }
  const misses = readSchedule(url).misses + 1;
  const pause = Math.min(SCANNER_DETECT_RETRY_MS * 2 ** (misses - 1), SCANNER_DETECT_MAX_MS);
  window.sessionStorage.setItem(scheduleKey(url), JSON.stringify({ misses, nextAt: Date.now() + pause }));
}

const base = (url: string) => url.replace(/\/+$/, '');

/** True when the service at `url` answers with the device marker. */
export async function detectScanner(url: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(`${base(url)}/`, { signal });
    return response.ok && SCANNER_DEVICE_MARKER.test(await response.text());
  } catch {
    return false;
  }
}

/** A scanned value from the listener's answer: JSON `{barcode}` (or `data`, `value`), or plain text. */
export function scannedValue(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed === 'string') return parsed.trim() || null;
    if (typeof parsed === 'object' && parsed !== null) {
      const record = parsed as Record<string, unknown>;
      const value = record.barcode ?? record.data ?? record.value;
      return typeof value === 'string' && value.trim() ? value.trim() : null;
    }
    return null;
  } catch {
    return trimmed;
  }
}

/** One long poll: the scanned value, or null when the listener answered without one (poll again). */
export async function readScan(url: string, signal?: AbortSignal): Promise<string | null> {
  const response = await fetch(`${base(url)}/scan?action=read_listener`, { signal });
  if (response.status === 204) return null;
  if (!response.ok) throw new Error(`Scanner antwoordde ${response.status}`);
  return scannedValue(await response.text());
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Listens until `signal` aborts: finds the service (when absent again after 15 s, 30 s, … up to 10 minutes, one
 * schedule for the whole tab), then polls it in a loop,
 * waiting 200 ms after a failed poll. `onState` tells the screen whether a scanner is connected.
 */
export async function listenToScanner(
  url: string,
  onScan: (value: string) => void,
  signal: AbortSignal,
  onState: (connected: boolean) => void = () => undefined,
): Promise<void> {
  // A function, not the property: the loop's awaits can change it.
  const stopped = () => signal.aborted;
  while (!stopped()) {
    const pause = readSchedule(url).nextAt - Date.now();
    if (pause > 0) {
      onState(false);
      await wait(pause, signal);
      continue;
    }
    const found = await detectScanner(url, signal);
    if (stopped()) return;
    noteProbe(url, found);
    if (!found) {
      onState(false);
      continue;
    }
    onState(true);
    let failures = 0;
    while (!stopped() && failures < 25) {
      try {
        const value = await readScan(url, signal);
        failures = 0;
        if (value && !stopped()) onScan(value);
      } catch {
        if (stopped()) return;
        failures += 1;
        await wait(SCANNER_RETRY_MS, signal);
      }
    }
    // Many failures in a row: the service went away; look for it again.
  }
}
