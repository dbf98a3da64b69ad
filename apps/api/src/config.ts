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
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
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
  };
}
