import {
  lidLidmaatschapParamsSchema,
  lidmaatschapRenewSchema,
  lidmaatschapSchema,
  lidmaatschapUpdateSchema,
  lidParamsSchema,
  saveResponse,
} from '@mvm/domain/leden/schemas';
import { actorOf } from '../../actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renewMembership, updateMembership } from '../lidmaatschap-service';

const saved = saveResponse(lidmaatschapSchema);

/** spec 2 §2 Lidmaatschap tab: Verlengen and Bewerken (with early ending). */
export const lidLidmaatschapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/lid/:id/lidmaatschap',
    {
      schema: { params: lidParamsSchema, body: lidmaatschapRenewSchema.optional(), response: { 201: saved } },
    },
    async (request, reply) => {
      const data = await renewMembership(app.db, actorOf(request), request.params.id, request.body ?? {});
      reply.status(201);
      return { status: 'ok' as const, message: 'Lidmaatschap verlengd', data };
    },
  );

  app.put(
    '/v1/lid/:id/lidmaatschap/:mid',
    {
      schema: {
        params: lidLidmaatschapParamsSchema,
        body: lidmaatschapUpdateSchema,
        response: { 200: saved },
      },
    },
    async (request) => {
      const { id, mid } = request.params;
      const data = await updateMembership(app.db, actorOf(request), id, mid, request.body);
      return { status: 'ok' as const, message: 'Opgeslagen!', data };
    },
  );
};
