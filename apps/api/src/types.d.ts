import type { RolePermissions } from '@mvm/domain';
import type { AppConfig } from './config';
import type { Db } from './db/client';

export type SessionUser = {
  id: number;
  username: string;
  name: string;
  sessionId: number;
  roles: (RolePermissions & { ID: number; name: string })[];
};

/**
 * 'public': no session; 'session': a signed-in user is enough (own session, own roles); 'role': the role
 * check of spec 1 §6 (the default of every /v1 route). A route outside /v1 without a rule is refused.
 */
/**
 * 'control-token' (issue 25): only the running server's own local commands (`npm run backup`), which read the
 * token from DATA_DIR/server.json (mode 0600); no user session is accepted.
 */
export type RouteAccess = 'public' | 'session' | 'role' | 'control-token';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** Every route the router serves, with its access rule (collected by the auth plugin). */
    routeTable: import('./plugins/auth').RouteEntry[];
    /** Issue 25: this process's backups (schedule, admin button, `npm run backup`). */
    backups: import('./backups/backup-service').BackupService;
    /** Issue 25: the secret of the 'control-token' routes, made at start, written to DATA_DIR/server.json. */
    controlToken: string;
    /** Issue 12: the batched access-log writer and the rule of every route that declares one. */
    accessLog: {
      writer: import('./privacy/access-log-writer').AccessLogWriter;
      rules: Map<string, import('./privacy/access-log-rule').AccessLogRule>;
    };
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    user: SessionUser | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Issue 12: this route reads a dossier's personal data; see privacy/access-log-rule.ts. */
    accessLog?: import('./privacy/access-log-rule').AccessLogRule;
  }
}
