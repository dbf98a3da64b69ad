import {
  marktSchema,
  scanBodySchema,
  scanKeySchema,
  scanParamsSchema,
  scanResultSchema,
} from '@mvm/domain/markten/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../actor';
import { barcodeKeyText } from '../barcode-key';
import { listCurrentMarkten } from '../markt-service';
import { scanBarcode } from '../scan-service';

/** spec 2 §7 market scan at the door (/v1/markten/scan/*: the Markt user's only rights). */
export const marktScanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/markten/scan/current-markten',
    { schema: { response: { 200: z.array(marktSchema) } } },
    async () => listCurrentMarkten(app.db),
  );

  // DESIGN.md: the barcode key (base64) for permitted scanners, which decrypt in the browser.
  app.get(
    '/v1/markten/scan/key',
    { schema: { response: { 200: scanKeySchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { key: await barcodeKeyText(app.db) };
    },
  );

  app.post(
    '/v1/markten/scan/:marktId',
    { schema: { params: scanParamsSchema, body: scanBodySchema, response: { 200: scanResultSchema } } },
    async (request) => scanBarcode(app.db, actorOf(request), request.params.marktId, request.body),
  );
};
