import {
  aanwezigBodySchema,
  evenementSaveSchema,
  evenementSchema,
  inschrijvingParamsSchema,
  inschrijvingSaveSchema,
  inschrijvingSchema,
} from '@mvm/domain/evenementen/schemas';
import { saveResponse } from '@mvm/domain/leden/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../actor';
import {
  createEvenement,
  getInschrijving,
  listEvenementen,
  markAanwezig,
  saveInschrijving,
} from '../evenement-service';

/** spec 2 §7 Events: the events, and one household's sign-up. */
export const evenementenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/evenementen', { schema: { response: { 200: z.array(evenementSchema) } } }, async () =>
    listEvenementen(app.db),
  );

  app.post(
    '/v1/evenementen',
    { schema: { body: evenementSaveSchema, response: { 201: saveResponse(evenementSchema) } } },
    async (request, reply) => {
      const data = await createEvenement(app.db, actorOf(request), request.body);
      reply.status(201);
      return { status: 'ok' as const, message: 'Opgeslagen!', data };
    },
  );

  app.get(
    '/v1/evenementen/:eventId/:nr',
    {
      config: {
        accessLog: { scherm: 'Evenementen: inschrijving', dossier: { param: 'nr', by: 'mvmnummer' } },
      },
      schema: { params: inschrijvingParamsSchema, response: { 200: inschrijvingSchema } },
    },
    async (request) => getInschrijving(app.db, request.params.eventId, request.params.nr),
  );

  app.put(
    '/v1/evenementen/:eventId/:nr',
    {
      schema: {
        params: inschrijvingParamsSchema,
        body: inschrijvingSaveSchema,
        response: { 200: saveResponse(inschrijvingSchema) },
      },
    },
    async (request) => {
      const { eventId, nr } = request.params;
      const data = await saveInschrijving(app.db, actorOf(request), eventId, nr, request.body);
      return { status: 'ok' as const, message: 'Opgeslagen!', data };
    },
  );

  app.put(
    '/v1/evenementen/:eventId/:nr/aanwezig',
    {
      schema: {
        params: inschrijvingParamsSchema,
        body: aanwezigBodySchema,
        response: { 200: saveResponse(inschrijvingSchema) },
      },
    },
    async (request) => {
      const { eventId, nr } = request.params;
      const data = await markAanwezig(app.db, actorOf(request), eventId, nr, request.body);
      return { status: 'ok' as const, message: 'Opgeslagen!', data };
    },
  );
};
