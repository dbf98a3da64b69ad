import path from 'node:path';

/** DESIGN.md: `tcp://host:9100` (network receipt printer), `file:///dev/usb/lp0` (local device) or `preview`. */
export type PrinterTarget =
  { kind: 'tcp'; host: string; port: number } | { kind: 'file'; path: string } | { kind: 'preview' };

/** DESIGN.md: text goes out in the printer's code page, so 'é', 'ë' and '€' print. */
export type PrinterCodepage = 'cp858' | 'iso8859-15';
export const printerCodepages: readonly PrinterCodepage[] = ['cp858', 'iso8859-15'];

export type PrintAgentConfig = {
  port: number;
  host: string;
  printerUrl: string;
  dataDir: string;
  codepage: PrinterCodepage;
  columns: number;
  heading: string;
  /** Connect + status + write deadline (PRINT_TIMEOUT_MS); the desk waits at most 5 s in all. */
  timeoutMs: number;
};

export const DEFAULT_TCP_PORT = 9100;
export const DEFAULT_HEADING = 'MVM';

export function parsePrinterUrl(url: string | undefined): PrinterTarget {
  const text = (url ?? '').trim();
  if (text === '' || text === 'preview') return { kind: 'preview' };
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new Error(
      `PRINTER_URL '${text}' is ongeldig: gebruik tcp://host:9100, file:///dev/usb/lp0 of preview`,
    );
  }
  if (parsed.protocol === 'tcp:' && parsed.hostname) {
    const port = parsed.port === '' ? DEFAULT_TCP_PORT : Number(parsed.port);
    // URL keeps the brackets of an IPv6 host; net.connect wants it bare.
    return { kind: 'tcp', host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'), port };
  }
  if (parsed.protocol === 'file:' && parsed.pathname.length > 1) {
    return { kind: 'file', path: decodeURIComponent(parsed.pathname) };
  }
  throw new Error(
    `PRINTER_URL '${text}' is ongeldig: gebruik tcp://host:9100, file:///dev/usb/lp0 of preview`,
  );
}

export const previewDirOf = (dataDir: string) => path.join(dataDir, 'print-preview');

export function describeTarget(target: PrinterTarget): string {
  if (target.kind === 'tcp') return `${target.host}:${target.port}`;
  if (target.kind === 'file') return target.path;
  return 'preview';
}

function parseCodepage(value: string | undefined): PrinterCodepage {
  const text = (value ?? 'cp858').toLowerCase();
  const found = printerCodepages.find((c) => c === text);
  if (!found) throw new Error(`PRINTER_CODEPAGE '${value}' is ongeldig: gebruik cp858 of iso8859-15`);
  return found;
}

function parseColumns(value: string | undefined): number {
  const columns = Number(value ?? 42);
  if (!Number.isInteger(columns) || columns < 24 || columns > 64)
    throw new Error(`PRINTER_COLUMNS '${value}' is ongeldig: een geheel getal van 24 tot 64`);
  return columns;
}

function parseTimeout(value: string | undefined): number {
  const ms = Number(value ?? 4000);
  if (!Number.isInteger(ms) || ms < 200 || ms > 30_000)
    throw new Error(`PRINT_TIMEOUT_MS '${value}' is ongeldig: een geheel getal van 200 tot 30000`);
  return ms;
}

export function loadPrintAgentConfig(env: NodeJS.ProcessEnv = process.env): PrintAgentConfig {
  const printerUrl = env.PRINTER_URL?.trim() || 'preview';
  parsePrinterUrl(printerUrl); // fail at start-up, not at the first ticket
  return {
    port: Number(env.PRINT_AGENT_PORT ?? 3100),
    host: env.HOST ?? '127.0.0.1',
    printerUrl,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data')),
    codepage: parseCodepage(env.PRINTER_CODEPAGE),
    columns: parseColumns(env.PRINTER_COLUMNS),
    heading: env.PRINT_HEADING?.trim() || DEFAULT_HEADING,
    timeoutMs: parseTimeout(env.PRINT_TIMEOUT_MS),
  };
}
