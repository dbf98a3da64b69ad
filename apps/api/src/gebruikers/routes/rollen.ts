import { idParamSchema, roleInputSchema } from '@mvm/domain/gebruikers/schemas';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAudit } from '../../audit/audit-log';
import { userIdsWithRole } from '../../auth/session-store';
import { assertSomeoneAdministersUsers } from '../user-administrators';
import { roles } from '../../db/schema';
import { conflict, notFound } from '../../errors';

const toWire = (r: typeof roles.$inferSelect) => ({
  ID: r.id,
  name: r.name,
  verbs: r.verbs,
  endpoints: r.endpoints,
});

async function assertRoleNameFree(
  db: Parameters<typeof userIdsWithRole>[0],
  name: string,
  exceptId?: number,
) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
  if (row && row.id !== exceptId) throw conflict(`De rol '${name}' bestaat al`);
}

export const rollenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/beheer/rollen', async (request, reply) => {
    const list = (await app.db.select().from(roles).orderBy(asc(roles.name))).map(toWire);
    reply.header('Num-Total-Entries', String(list.length));
    return list;
  });

  app.post('/v1/beheer/rollen', { schema: { body: roleInputSchema } }, async (request, reply) => {
    const row = await app.db.transaction(async (tx) => {
      await assertRoleNameFree(tx, request.body.name);
      const [created] = await tx.insert(roles).values(request.body).returning();
      await writeAudit(tx, request, {
        action: 'create',
        entity: 'rol',
        entityId: created!.id,
        details: request.body,
      });
      return created!;
    });
    reply.status(201);
    return { status: 'ok' as const, message: 'Rol aangemaakt', data: toWire(row) };
  });

  app.put(
    '/v1/beheer/rollen/:id',
    { schema: { params: idParamSchema, body: roleInputSchema } },
    async (request) => {
      const { id } = request.params;
      const row = await app.db.transaction(async (tx) => {
        await assertRoleNameFree(tx, request.body.name, id);
        const [updated] = await tx
          .update(roles)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(roles.id, id))
          .returning();
        if (!updated) throw notFound('Rol niet gevonden');
        await assertSomeoneAdministersUsers(tx);
        await writeAudit(tx, request, {
          action: 'update',
          entity: 'rol',
          entityId: id,
          details: request.body,
        });
        return updated;
      });
      return { status: 'ok' as const, message: 'Rol opgeslagen', data: toWire(row) };
    },
  );

  app.delete('/v1/beheer/rollen/:id', { schema: { params: idParamSchema } }, async (request) => {
    const { id } = request.params;
    await app.db.transaction(async (tx) => {
      if ((await userIdsWithRole(tx, [id])).length > 0) {
        throw conflict('Deze rol is nog toegekend aan gebruikers; haal hem eerst bij hen weg');
      }
      const deleted = await tx.delete(roles).where(eq(roles.id, id)).returning({ id: roles.id });
      if (deleted.length === 0) throw notFound('Rol niet gevonden');
      await writeAudit(tx, request, { action: 'delete', entity: 'rol', entityId: id });
    });
    return { status: 'ok' as const, message: 'Rol verwijderd' };
  });
};
