import { idParamSchema, userCreateSchema, userUpdateSchema } from '@mvm/domain/gebruikers/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAudit } from '../../audit/audit-log';
import { liftLoginLocks } from '../../auth/login-limiter';
import { hashPassword } from '../../auth/password';
import { revokeSessionsOfUser } from '../../auth/session-store';
import { assertUsernameFree, getUser, listUsers, roleIdsByName, setUserRoles } from '../users-repository';
import { assertSomeoneAdministersUsers } from '../user-administrators';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';

export const gebruikersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/beheer/gebruikers', async (request, reply) => {
    const list = await listUsers(app.db);
    reply.header('Num-Total-Entries', String(list.length));
    return list;
  });

  app.post('/v1/beheer/gebruikers', { schema: { body: userCreateSchema } }, async (request, reply) => {
    const body = request.body;
    const passwordHash = await hashPassword(body.password);
    const id = await app.db.transaction(async (tx) => {
      await assertUsernameFree(tx, body.username);
      const roleIds = await roleIdsByName(tx, body.roles);
      const [row] = await tx
        .insert(users)
        .values({ username: body.username, name: body.name, passwordHash })
        .returning({ id: users.id });
      await setUserRoles(tx, row!.id, roleIds);
      await writeAudit(tx, request, {
        action: 'create',
        entity: 'gebruiker',
        entityId: row!.id,
        details: { username: body.username, roles: body.roles },
      });
      return row!.id;
    });
    reply.status(201);
    return { status: 'ok' as const, message: 'Gebruiker aangemaakt', data: await getUser(app.db, id) };
  });

  app.put(
    '/v1/beheer/gebruikers/:id',
    { schema: { params: idParamSchema, body: userUpdateSchema } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      await app.db.transaction(async (tx) => {
        if (!(await getUser(tx, id))) throw notFound('Gebruiker niet gevonden');
        if (body.username) await assertUsernameFree(tx, body.username, id);
        const changes = {
          ...(body.username ? { username: body.username } : {}),
          ...(body.name ? { name: body.name } : {}),
          ...(passwordHash ? { passwordHash } : {}),
        };
        await tx
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, id));
        if (body.roles) {
          await setUserRoles(tx, id, await roleIdsByName(tx, body.roles));
          await assertSomeoneAdministersUsers(tx);
        }
        if (passwordHash) await revokeSessionsOfUser(tx, id);
        await writeAudit(tx, request, {
          action: 'update',
          entity: 'gebruiker',
          entityId: id,
          details: { fields: Object.keys(body) },
        });
      });
      return { status: 'ok' as const, message: 'Gebruiker opgeslagen', data: await getUser(app.db, id) };
    },
  );

  app.delete('/v1/beheer/gebruikers/:id', { schema: { params: idParamSchema } }, async (request) => {
    const { id } = request.params;
    if (id === request.user!.id) throw badRequest('Je kan jezelf niet verwijderen');
    await app.db.transaction(async (tx) => {
      const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      if (deleted.length === 0) throw notFound('Gebruiker niet gevonden');
      await assertSomeoneAdministersUsers(tx);
      await writeAudit(tx, request, { action: 'delete', entity: 'gebruiker', entityId: id });
    });
    return { status: 'ok' as const, message: 'Gebruiker verwijderd' };
  });

  // Issue 6: the per-name cool-down after failed logins never locks anyone out for good, and an
  // administrator can lift it (and every per-address lock of that name) at once.
  app.delete(
    '/v1/beheer/gebruikers/:id/blokkering',
    { schema: { params: idParamSchema } },
    async (request) => {
      const user = await getUser(app.db, request.params.id);
      if (!user) throw notFound('Gebruiker niet gevonden');
      await liftLoginLocks(app.db, user.username);
      await writeAudit(app.db, request, {
        action: 'update',
        entity: 'gebruiker',
        entityId: user.ID,
        details: { fields: ['aanmeldblokkering'] },
      });
      return { status: 'ok' as const, message: 'Aanmeldblokkering opgeheven' };
    },
  );
};
