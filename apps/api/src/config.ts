import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RETENTION_MONTHS } from '@mvm/domain/privacy/retention';
import { DEFAULT_KEEP_DAILY, DEFAULT_KEEP_WEEKLY } from '@mvm/domain/backups/retention';
import type { BackupSettings } from './backups/settings';
import { backupRecipients, backupTime } from './backups/settings-env';
import {
  flag,
  integer,
  optionalText,
  origins,
  postgresUrl,
  SECRET_VARIABLES,
  text,
  trustProxy,
} from './config-env';

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
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
  /** Requests a minute per client address to the mounted print agent (PRINT_AGENT_RATE_LIMIT, 60). */
  printAgentRateLimit: number;
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
  /** Issue 12: months a dossier is kept after its last activity before it is anonymised. */
  retentionMonths: number;
  /** Issue 12: the daily retention job in this process (one runner at a time across instances). */
  retentionJob: boolean;
  /**
   * Issue 24: on the embedded database, the requests at work at once (EMBEDDED_ACTIVE_REQUESTS), the requests that
   * may wait for a turn (EMBEDDED_QUEUE_LENGTH) and how long (EMBEDDED_QUEUE_WAIT_MS); any more get a 503 at once.
   */
  embeddedAdmission: { active: number; queue: number; waitMs: number };
  /** Issue 25: where, when and how the server backs up its database (backups/settings.ts). */
  backups: BackupSettings;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const printerUrl = text('/print-agent');

/** Every environment variable the server reads, with its default, checked once at start. */
const envSchema = z.object({
  PORT: integer(3000, 1, 65535),
  HOST: text('127.0.0.1'),
  DATA_DIR: optionalText,
  DATABASE_URL: postgresUrl,
  DATABASE_POOL_SIZE: integer(10, 1, 100),
  ADMIN_PASSWORD: optionalText,
  SEED_DEMO: flag,
  SESSION_IDLE_MINUTES: integer(480, 1, 525_600),
  SESSION_MAX_HOURS: integer(168, 1, 87_600),
  STAGING: flag,
  ZOHO: flag,
  PRINTER_ONTHAAL_URL: printerUrl,
  PRINTER_VOEDING_URL: printerUrl,
  PRINTER_MARKT_URL: printerUrl,
  PRINTER_LID_URL: printerUrl,
  PRINTER_SINTERKLAAS1_URL: printerUrl,
  PRINTER_SINTERKLAAS2_URL: printerUrl,
  PRINTER_EENMALIGEN_URL: printerUrl,
  PRINT_AGENT_RATE_LIMIT: integer(60, 1, 10_000),
  EID_READER_URL: text('http://127.0.0.1:8090'),
  SCANNER_URL: text('http://127.0.0.1:8080'),
  WEBAUTHN_RP_ID: optionalText,
  WEBAUTHN_ORIGIN: origins,
  TRUST_PROXY: trustProxy,
  RETENTION_MONTHS: integer(DEFAULT_RETENTION_MONTHS, 1, 1200),
  RETENTION_JOB: flag,
  EMBEDDED_ACTIVE_REQUESTS: integer(8, 1, 1000),
  EMBEDDED_QUEUE_LENGTH: integer(100, 0, 100_000),
  EMBEDDED_QUEUE_WAIT_MS: integer(3000, 1, 600_000),
  BACKUP_DIR: optionalText,
  BACKUP_TIME: backupTime,
  BACKUP_PASSPHRASE: optionalText.refine((v) => v === undefined || v.length >= 12, {
    message: 'moet minstens 12 tekens lang zijn',
  }),
  BACKUP_RECIPIENTS: backupRecipients,
  BACKUP_IDENTITY: optionalText,
  BACKUP_KEEP_DAILY: integer(DEFAULT_KEEP_DAILY, 0, 366),
  BACKUP_KEEP_WEEKLY: integer(DEFAULT_KEEP_WEEKLY, 0, 520),
});

/** A configuration the server cannot start with: the message names every wrong variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ongeldige configuratie:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function describeIssue(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  const name = String(issue.path[0]);
  const value = env[name];
  const shown = value === undefined || SECRET_VARIABLES.has(name) ? '' : ` (nu: '${value}')`;
  return `${name} ${issue.message}${shown}`;
}

/** The configuration from the environment; throws a ConfigError naming each wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => describeIssue(issue, env)));
  const e = parsed.data;
  // age encrypts to a passphrase or to recipients, never both in one file.
  if (e.BACKUP_PASSPHRASE && e.BACKUP_RECIPIENTS.length > 0)
    throw new ConfigError([
      'BACKUP_PASSPHRASE en BACKUP_RECIPIENTS samen kan niet: kies een wachtzin of sleutels (docs/install.md, "Back-ups")',
    ]);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(process.cwd(), 'data')),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    staging: e.STAGING ?? false,
    zoho: e.ZOHO ?? false,
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
    printers: {
      onthaal: e.PRINTER_ONTHAAL_URL,
      voeding: e.PRINTER_VOEDING_URL,
      markt: e.PRINTER_MARKT_URL,
      lid: e.PRINTER_LID_URL,
      sinterklaas1: e.PRINTER_SINTERKLAAS1_URL,
      sinterklaas2: e.PRINTER_SINTERKLAAS2_URL,
      eenmaligen: e.PRINTER_EENMALIGEN_URL,
    },
    printAgentRateLimit: e.PRINT_AGENT_RATE_LIMIT,
    eidReaderUrl: e.EID_READER_URL,
    scannerUrl: e.SCANNER_URL,
    webauthnRpId: e.WEBAUTHN_RP_ID,
    webauthnOrigins: e.WEBAUTHN_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    retentionMonths: e.RETENTION_MONTHS,
    retentionJob: e.RETENTION_JOB ?? true,
    embeddedAdmission: {
      active: e.EMBEDDED_ACTIVE_REQUESTS,
      queue: e.EMBEDDED_QUEUE_LENGTH,
      waitMs: e.EMBEDDED_QUEUE_WAIT_MS,
    },
    backups: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(process.cwd(), 'backups')),
      time: e.BACKUP_TIME,
      passphrase: e.BACKUP_PASSPHRASE,
      recipients: e.BACKUP_RECIPIENTS,
      identity: e.BACKUP_IDENTITY,
      keep: { daily: e.BACKUP_KEEP_DAILY, weekly: e.BACKUP_KEEP_WEEKLY },
    },
  };
}

/** For the command-line entry points: a wrong configuration is printed and the process stops (exit 1). */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
