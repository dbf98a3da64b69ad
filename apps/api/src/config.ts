import path from 'node:path';

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  /** undefined = the default of DESIGN.md (on for a new embedded database, off on PostgreSQL). */
  seedDemo: boolean | undefined;
  sessionIdleMinutes: number;
  /** Absolute lifetime of a session from its login, whatever the activity. */
  sessionMaxHours: number;
  staging: boolean;
  zoho: boolean;
  webDistDir: string;
  /** Print agent base URLs per desk; '/print-agent' is the agent mounted in this process (preview mode). */
  printers: Record<
    'onthaal' | 'voeding' | 'markt' | 'lid' | 'sinterklaas1' | 'sinterklaas2' | 'eenmaligen',
    string
  >;
  eidReaderUrl: string;
  scannerUrl: string;
  /** WebAuthn relying party: undefined = the host name of the request (and its origin). */
  webauthnRpId: string | undefined;
  /** Comma-separated origins accepted for WebAuthn; undefined = the request's own origin. */
  webauthnOrigins: string[] | undefined;
  /**
   * Which proxies may set X-Forwarded-For (TRUST_PROXY): a hop count, or addresses/subnets such as
   * '10.0.0.5' or 'loopback'. false (the default): the client address is the TCP peer, so nobody can
   * dodge the login limit or pin it on an office's address with a made-up header.
   */
  trustProxy: false | number | string[];
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function trustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: flag(env.SEED_DEMO),
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 480),
    sessionMaxHours: Number(env.SESSION_MAX_HOURS ?? 168),
    staging: flag(env.STAGING) ?? false,
    zoho: flag(env.ZOHO) ?? false,
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
    printers: {
      onthaal: env.PRINTER_ONTHAAL_URL ?? '/print-agent',
      voeding: env.PRINTER_VOEDING_URL ?? '/print-agent',
      markt: env.PRINTER_MARKT_URL ?? '/print-agent',
      lid: env.PRINTER_LID_URL ?? '/print-agent',
      sinterklaas1: env.PRINTER_SINTERKLAAS1_URL ?? '/print-agent',
      sinterklaas2: env.PRINTER_SINTERKLAAS2_URL ?? '/print-agent',
      eenmaligen: env.PRINTER_EENMALIGEN_URL ?? '/print-agent',
    },
    eidReaderUrl: env.EID_READER_URL ?? 'http://127.0.0.1:8090',
    scannerUrl: env.SCANNER_URL ?? 'http://127.0.0.1:8080',
    webauthnRpId: env.WEBAUTHN_RP_ID || undefined,
    webauthnOrigins: env.WEBAUTHN_ORIGIN
      ? env.WEBAUTHN_ORIGIN.split(',')
          .map((o) => o.trim().replace(/\/$/, ''))
          .filter(Boolean)
      : undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}
