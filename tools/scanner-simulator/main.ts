import { createInterface } from 'node:readline';
import { startScannerSimulator } from './simulator';

// `npm run scanner-simulator`: the desk's barcode scanner service on http://127.0.0.1:8080.
// Type a code and Enter to scan it; or POST /scan {"barcode": "..."}. Port: SCANNER_SIMULATOR_PORT.
const port = Number(process.env.SCANNER_SIMULATOR_PORT ?? 8080);
const host = process.env.SCANNER_SIMULATOR_HOST ?? '127.0.0.1';
const simulator = await startScannerSimulator({ port, host });
console.log(`Scanner-simulator luistert op ${simulator.url} — typ een code en Enter om te scannen.`);
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const code = line.trim();
  if (!code) return;
  simulator.scan(code);
  console.log(`Gescand: ${code}`);
});
