import {
  rapportQuerySchema,
  rapportSchema,
  verlengenQuerySchema,
  verlengenRowSchema,
} from '@mvm/domain/rapporten/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rapportCsv, verlengenCsv, type CsvFile } from '../export-service';
import { buildRapport, periodOf } from '../rapport-service';
import { renewalWorklist } from '../verlengen-service';

const csvResponse = { 200: z.string().describe('text/csv; UTF-8 met BOM, velden gescheiden door ;') };

function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * Area 'rapporten' (beyond the spec; docs/areas/rapporten.md): the report of a period for the board and funders,
 * and the renewal worklist. Role-checked like every /v1 route: `GET /v1/rapporten/` for the report,
 * `GET /v1/rapporten/verlengen` for the worklist (a role may hold one without the other).
 */
export const rapportenArea: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/rapporten',
    { schema: { querystring: rapportQuerySchema, response: { 200: rapportSchema } } },
    (request) => buildRapport(app.db, periodOf(request.query), new Date()),
  );

  app.get(
    '/v1/rapporten/csv',
    { schema: { querystring: rapportQuerySchema, response: csvResponse } },
    async (request, reply) => sendCsv(reply, await rapportCsv(app.db, periodOf(request.query), new Date())),
  );

  app.get(
    '/v1/rapporten/verlengen',
    {
      config: { accessLog: { scherm: 'Rapporten: te verlengen', dossier: 'rows' } },
      schema: { querystring: verlengenQuerySchema, response: { 200: z.array(verlengenRowSchema) } },
    },
    async (request, reply) => {
      const { page, page_size } = request.query;
      const rows = await renewalWorklist(app.db, request.query, new Date());
      reply.header('Num-Total-Entries', String(rows.length));
      return rows.slice((page - 1) * page_size, page * page_size);
    },
  );

  app.get(
    '/v1/rapporten/verlengen/csv',
    {
      schema: {
        querystring: verlengenQuerySchema.omit({ page: true, page_size: true }),
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(reply, await verlengenCsv(app.db, request.query, new Date())),
  );
};
