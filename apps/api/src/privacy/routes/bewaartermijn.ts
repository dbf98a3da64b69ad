import { pageQuery } from '@mvm/domain/leden/schemas';
import {
  privacyDossierSchema,
  retentionRunBodySchema,
  retentionRunResultSchema,
  retentionStatusSchema,
} from '@mvm/domain/privacy/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../actor';
import { conflict } from '../../errors';
import { dueForRetention, RETENTIE_BEZIG, retentionStatus, runRetention } from '../privacy-service';

/** Issue 12: the retention period, what is due (the dry run), and running it now. */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/privacy/bewaartermijn', { schema: { response: { 200: retentionStatusSchema } } }, () =>
    retentionStatus(app.db, app.config),
  );

  app.get(
    '/v1/privacy/bewaartermijn/te-wissen',
    {
      config: { accessLog: { scherm: 'Privacy: bewaartermijn', dossier: 'rows' } },
      schema: {
        querystring: z.object({ ...pageQuery(20) }),
        response: { 200: z.array(privacyDossierSchema) },
      },
    },
    async (request, reply) => {
      const { page, page_size } = request.query;
      const { rows, total } = await dueForRetention(app.db, app.config, page, page_size);
      reply.header('Num-Total-Entries', String(total));
      return rows;
    },
  );

  app.post(
    '/v1/privacy/bewaartermijn/uitvoeren',
    {
      schema: {
        body: retentionRunBodySchema.optional(),
        response: {
          200: z.object({ status: z.literal('ok'), message: z.string(), data: retentionRunResultSchema }),
        },
      },
    },
    async (request) => {
      const proef = request.body?.proef ?? false;
      const result = await runRetention(app.db, app.config, actorOf(request), proef);
      if (result === 'bezet') throw conflict(RETENTIE_BEZIG);
      const message = proef
        ? `Proef: ${result.geanonimiseerd} dossier(s) zouden geanonimiseerd worden`
        : `${result.geanonimiseerd} dossier(s) geanonimiseerd`;
      return { status: 'ok' as const, message, data: result };
    },
  );
};
