import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '../runtime-config';
import { listenToScanner } from './scanner-client';

/**
 * spec 1 §7: a scan from the desk's scanner service fills the search box and searches (reception, member
 * search, market scan). Listens while the screen is open; `onScan` gets the raw scanned text.
 * Keyboard-wedge scanners need nothing: they type into the focus-free keystroke capture of the search box.
 */
export function useBarcodeScanner(onScan: (value: string) => void, enabled = true): { connected: boolean } {
  const config = useRuntimeConfig();
  const url = config.data?.scannerUrl;
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  }, [onScan]);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled || !url) return;
    const controller = new AbortController();
    void listenToScanner(url, (value) => latest.current(value), controller.signal, setConnected);
    return () => {
      controller.abort();
      setConnected(false);
    };
  }, [url, enabled]);

  return { connected };
}
