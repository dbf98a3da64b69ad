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

/** 'session': a signed-in user is enough (own session, own roles). Default: the role check of spec 1 §6. */
export type RouteAccess = 'public' | 'session' | 'role';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    user: SessionUser | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
