import {
  klantParamsSchema,
  klantRowParamsSchema,
  ledgerOkSchema,
  ledgerQuerySchema,
  ledgerRowSavedSchema,
  ledgerRowSaveSchema,
  ledgerRowSchema,
  type PackageDesk,
} from '@mvm/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../actor';
import { notFound } from '../../errors';
import { filtersOf, listGekregen } from '../gekregen-list-service';
import { deleteGekregen, saveGekregen } from '../gekregen-service';

export const OPGESLAGEN = 'Opgeslagen!';
const AREA_NAME: Record<PackageDesk, string> = { voeding: 'Voeding', zeephuisje: 'Zeephuisje' };
export const RIJ_VERWIJDERD = 'Rij verwijderd';

/**
 * The received rows of a desk that lists them per household (food, soap house; spec 1 §7, spec 2 §7):
 * GET …/klant/{nr}/gekregen (page, page_size, filters; Num-Total-Entries), POST …/gekregen/{rowID or 0},
 * DELETE …/gekregen/{rowID}. The material desk has the same with its category in the path.
 */
export const klantRowRoutes =
  (prefix: string, afdeling: PackageDesk): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${prefix}/klant/:nr/gekregen`,
      {
        config: {
          accessLog: {
            scherm: `${AREA_NAME[afdeling]}: gekregen`,
            dossier: { param: 'nr', by: 'mvmnummer' },
          },
        },
        schema: {
          params: klantParamsSchema,
          querystring: ledgerQuerySchema,
          response: { 200: z.array(ledgerRowSchema) },
        },
      },
      async (request, reply) => {
        const { page, page_size } = request.query;
        const key = { mvmnummer: request.params.nr };
        const { rows, total } = await listGekregen(
          app.db,
          key,
          page,
          page_size,
          afdeling,
          filtersOf(request.query),
        );
        reply.header('Num-Total-Entries', String(total));
        return rows;
      },
    );

    app.post(
      `${prefix}/klant/:nr/gekregen/:rowID`,
      {
        schema: {
          params: klantRowParamsSchema,
          body: ledgerRowSaveSchema,
          response: { 200: ledgerRowSavedSchema, 201: ledgerRowSavedSchema },
        },
      },
      async (request, reply) => {
        const { nr, rowID } = request.params;
        const data = await saveGekregen(app.db, actorOf(request), {
          key: { mvmnummer: nr },
          afdeling,
          rowId: rowID === 0 ? null : rowID,
          row: request.body,
        });
        if (rowID === 0) reply.status(201);
        return { status: 'ok' as const, message: OPGESLAGEN, data };
      },
    );

    app.delete(
      `${prefix}/klant/:nr/gekregen/:rowID`,
      { schema: { params: klantRowParamsSchema, response: { 200: ledgerOkSchema } } },
      async (request) => {
        const { nr, rowID } = request.params;
        if (rowID === 0) throw notFound('Gekregen rij niet gevonden');
        await deleteGekregen(app.db, actorOf(request), { mvmnummer: nr }, rowID, afdeling);
        return { status: 'ok' as const, message: RIJ_VERWIJDERD };
      },
    );
  };
