import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startFakePrinter, type FakePrinter } from '../../apps/print-agent/test/helpers/fake-printer';
import { startScannerSimulator, type ScannerSimulator } from '../../tools/scanner-simulator/simulator';
import { baseUrl } from './api';
import { CONTEXT_DEFAULTS, DESK } from './browser';
import { freePort, repoRoot } from './server';
import { adminStorageState } from './session';

export type PrintDesk = {
  printer: FakePrinter;
  /** The standalone print agent (`npm run print-agent`'s entry point) in front of the fake printer. */
  agentUrl: string;
  /** Its PRINT_AGENT_TOKEN: the printers page asks for it before showing the job log (issue 25). */
  agentToken: string;
  scanner: ScannerSimulator;
  /** Turns the printer off (nothing listens on its port) or on again on the same port. */
  printerOff(): Promise<void>;
  printerOn(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A desk's devices for a browser test: a fake network receipt printer on loopback, the real print agent as
 * its own process (as on a printer host), and the barcode scanner simulator.
 */
export async function startPrintDesk(): Promise<PrintDesk> {
  let printer = await startFakePrinter();
  const port = printer.port;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mvm-e2e-agent-'));
  const agentPort = await freePort();
  const agentToken = `e2e-sleutel-${Math.random().toString(36).slice(2)}`;
  const agent = spawn(process.execPath, ['--import', 'tsx', 'apps/print-agent/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PRINT_AGENT_PORT: String(agentPort),
      HOST: '127.0.0.1',
      PRINTER_URL: `tcp://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      PRINT_TIMEOUT_MS: '3000',
      // The back office under test is the one origin the agent answers (issue 25).
      PRINT_AGENT_ORIGINS: baseUrl(),
      PRINT_AGENT_TOKEN: agentToken,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const agentUrl = `http://127.0.0.1:${agentPort}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${agentUrl}/healthz`)).ok) break;
    } catch {
      if (agent.exitCode !== null || tries > 150) throw new Error('the print agent did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const scanner = await startScannerSimulator({ port: 0, holdMs: 2000 });
  return {
    get printer() {
      return printer;
    },
    agentUrl,
    agentToken,
    scanner,
    printerOff: () => printer.close(),
    async printerOn() {
      printer = await startFakePrinter({ port });
    },
    async stop() {
      agent.kill('SIGTERM');
      await scanner.close();
      await printer.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A desk page whose `/config.json` names this desk's print agent and scanner, as a desk configured for them
 * would (PRINTER_*_URL, SCANNER_URL). The shared server was started for every test file without them, so its
 * Content-Security-Policy does not list these loopback ports: this page does not apply it (the policy's
 * device origins are the security headers' own concern).
 */
export async function openDeskPage(browser: Browser, desk: PrintDesk, asAdmin: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: DESK,
    ...CONTEXT_DEFAULTS,
    bypassCSP: true,
    storageState: asAdmin ? await adminStorageState() : undefined,
  });
  context.setDefaultTimeout(30_000); // a bound, as in browser.ts
  const page = await context.newPage();
  await useDeskDevices(page, desk);
  return page;
}

async function useDeskDevices(page: Page, desk: PrintDesk): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { printers: Record<string, string>; scannerUrl: string };
    const printers = Object.fromEntries(Object.keys(config.printers).map((k) => [k, desk.agentUrl]));
    await route.fulfill({ response, json: { ...config, printers, scannerUrl: desk.scanner.url } });
  });
}
