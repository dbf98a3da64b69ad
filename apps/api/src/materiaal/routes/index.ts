import {
  klantInfoSaveSchema,
  klantParamsSchema,
  ledgerOkSchema,
  ledgerQuerySchema,
  ledgerRowSavedSchema,
  ledgerRowSaveSchema,
  ledgerRowSchema,
  materiaalCategorieParamsSchema,
  materiaalKlantSchema,
  materiaalRowParamsSchema,
  objectsReplySchema,
  okReply,
} from '@mvm/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../actor';
import { notFound } from '../../errors';
import { deskObjects } from '../../ledger/objects-service';
import { filtersOf, listGekregen } from '../../ledger/gekregen-list-service';
import { deleteGekregen, saveGekregen } from '../../ledger/gekregen-service';
import { saveKlantInfo } from '../../ledger/klant-service';
import { materiaalKlant } from '../materiaal-klant-service';
import { OPGESLAGEN, RIJ_VERWIJDERD } from '../../ledger/routes/ledger-rows';

/** Area 'materiaal' (spec 1 §2 Material details, §7 Material): /v1/materiaal/... */
export const materiaalArea: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/materiaal/objects', { schema: { response: { 200: objectsReplySchema } } }, () =>
    deskObjects(app.db, 'materiaal'),
  );

  app.get(
    '/v1/materiaal/klant/:nr',
    {
      config: { accessLog: { scherm: 'Materiaal: klant', dossier: { param: 'nr', by: 'mvmnummer' } } },
      schema: { params: klantParamsSchema, response: { 200: materiaalKlantSchema } },
    },
    (request) => materiaalKlant(app.db, request.params.nr),
  );

  app.post(
    '/v1/materiaal/klant/:nr',
    {
      schema: {
        params: klantParamsSchema,
        body: klantInfoSaveSchema,
        response: { 200: okReply(materiaalKlantSchema) },
      },
    },
    async (request) => {
      await saveKlantInfo(app.db, actorOf(request), 'materiaal', request.params.nr, request.body);
      return {
        status: 'ok' as const,
        message: OPGESLAGEN,
        data: await materiaalKlant(app.db, request.params.nr),
      };
    },
  );

  app.get(
    '/v1/materiaal/klant/:nr/gekregen/:categorieID',
    {
      config: { accessLog: { scherm: 'Materiaal: gekregen', dossier: { param: 'nr', by: 'mvmnummer' } } },
      schema: {
        params: materiaalCategorieParamsSchema,
        querystring: ledgerQuerySchema,
        response: { 200: z.array(ledgerRowSchema) },
      },
    },
    async (request, reply) => {
      const { nr, categorieID } = request.params;
      const { page, page_size } = request.query;
      const filters = { ...filtersOf(request.query), categorieId: categorieID };
      const { rows, total } = await listGekregen(
        app.db,
        { mvmnummer: nr },
        page,
        page_size,
        'materiaal',
        filters,
      );
      reply.header('Num-Total-Entries', String(total));
      return rows;
    },
  );

  app.post(
    '/v1/materiaal/klant/:nr/gekregen/:categorieID/:rowID',
    {
      schema: {
        params: materiaalRowParamsSchema,
        body: ledgerRowSaveSchema,
        response: { 200: ledgerRowSavedSchema, 201: ledgerRowSavedSchema },
      },
    },
    async (request, reply) => {
      const { nr, categorieID, rowID } = request.params;
      const data = await saveGekregen(app.db, actorOf(request), {
        key: { mvmnummer: nr },
        afdeling: 'materiaal',
        rowId: rowID === 0 ? null : rowID,
        row: request.body,
        categorieId: categorieID,
      });
      if (rowID === 0) reply.status(201);
      return { status: 'ok' as const, message: OPGESLAGEN, data };
    },
  );

  app.delete(
    '/v1/materiaal/klant/:nr/gekregen/:categorieID/:rowID',
    { schema: { params: materiaalRowParamsSchema, response: { 200: ledgerOkSchema } } },
    async (request) => {
      const { nr, categorieID, rowID } = request.params;
      if (rowID === 0) throw notFound('Gekregen rij niet gevonden');
      await deleteGekregen(app.db, actorOf(request), { mvmnummer: nr }, rowID, 'materiaal', categorieID);
      return { status: 'ok' as const, message: RIJ_VERWIJDERD };
    },
  );
};
