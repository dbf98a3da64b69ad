import { ledgerRowSaveSchema, ledgerRowSchema } from '@mvm/domain';
import {
  gekregenQuerySchema,
  okResponseSchema,
  punctueleGekregenParamsSchema,
  punctueleParamsSchema,
  saveResponse,
} from '@mvm/domain/leden/schemas';
import { actorOf } from '../../actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listGekregen } from '../../ledger/gekregen-list-service';
import { deleteGekregen, saveGekregen } from '../../ledger/gekregen-service';

const saved = saveResponse(ledgerRowSchema);

/** spec 2 §2 one-off goods rows (20 a page), kept in the shared gekregen table with afdeling 'punctueel'. */
export const punctueleGekregenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/punctuelehulp/:id/gekregen',
    {
      config: { accessLog: { scherm: 'Eenmalige Hulp: goederen', dossier: { param: 'id', by: 'enummer' } } },
      schema: {
        params: punctueleParamsSchema,
        querystring: gekregenQuerySchema,
        response: { 200: z.array(ledgerRowSchema) },
      },
    },
    async (request, reply) => {
      const { page, page_size } = request.query;
      const key = { enummer: request.params.id };
      const { rows, total } = await listGekregen(app.db, key, page, page_size, 'punctueel');
      reply.header('Num-Total-Entries', String(total));
      return rows;
    },
  );

  app.post(
    '/v1/punctuelehulp/:id/gekregen',
    { schema: { params: punctueleParamsSchema, body: ledgerRowSaveSchema, response: { 201: saved } } },
    async (request, reply) => {
      const key = { enummer: request.params.id };
      const data = await saveGekregen(app.db, actorOf(request), {
        key,
        afdeling: 'punctueel',
        rowId: null,
        row: request.body,
      });
      reply.status(201);
      return { status: 'ok' as const, message: 'Opgeslagen!', data };
    },
  );

  app.put(
    '/v1/punctuelehulp/:id/gekregen/:rowId',
    {
      schema: { params: punctueleGekregenParamsSchema, body: ledgerRowSaveSchema, response: { 200: saved } },
    },
    async (request) => {
      const { id, rowId } = request.params;
      const data = await saveGekregen(app.db, actorOf(request), {
        key: { enummer: id },
        afdeling: 'punctueel',
        rowId,
        row: request.body,
      });
      return { status: 'ok' as const, message: 'Opgeslagen!', data };
    },
  );

  app.delete(
    '/v1/punctuelehulp/:id/gekregen/:rowId',
    { schema: { params: punctueleGekregenParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const { id, rowId } = request.params;
      await deleteGekregen(app.db, actorOf(request), { enummer: id }, rowId, 'punctueel');
      return { status: 'ok' as const, message: 'Rij verwijderd' };
    },
  );
};
