import { changePasswordSchema } from '@mvm/domain/auth/schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAudit } from '../../audit/audit-log';
import { hashPassword, verifyPassword } from '../password';
import { revokeSession } from '../session-store';
import { sessions, users } from '../../db/schema';
import { badRequest, unauthorized } from '../../errors';

/** The signed-in user's own session: no role needed, only a live session. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const session = { config: { access: 'session' as const } };

  app.get('/v1/auth/check', session, async (request) => {
    const user = request.user!;
    return { status: 'ok' as const, name: user.name, username: user.username };
  });

  app.get('/v1/auth/whoami/roles', session, async (request) => request.user!.roles);

  app.post('/v1/auth/logout', session, async (request) => {
    await revokeSession(app.db, request.user!.sessionId);
    return { status: 'ok' as const };
  });

  app.put('/v1/auth/password', { ...session, schema: { body: changePasswordSchema } }, async (request) => {
    const me = request.user!;
    const [row] = await app.db.select().from(users).where(eq(users.id, me.id)).limit(1);
    if (!row) throw unauthorized();
    if (!(await verifyPassword(row.passwordHash, request.body.oudWachtwoord))) {
      throw badRequest('Het huidige wachtwoord is fout', { oudWachtwoord: 'Het huidige wachtwoord is fout' });
    }
    await app.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.nieuwWachtwoord), updatedAt: new Date() })
        .where(eq(users.id, me.id));
      // Other sessions of this user end; this one stays.
      await tx
        .update(sessions)
        .set({ revoked: true })
        .where(and(eq(sessions.userId, me.id), ne(sessions.id, me.sessionId)));
      await writeAudit(tx, request, {
        action: 'update',
        entity: 'gebruiker',
        entityId: me.id,
        details: { fields: ['password'] },
      });
    });
    return { status: 'ok' as const, message: 'Wachtwoord gewijzigd' };
  });
};
