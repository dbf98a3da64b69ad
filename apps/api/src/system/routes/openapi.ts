import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// The document as @fastify/swagger builds it; loose, so the serializer passes it on whole.
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * GET /v1/openapi.json: the OpenAPI document of every route. The role check of every /v1 route applies
 * (as for the users and roles pages): an administrator (`*` on `*`) or a role granting this path.
 */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/openapi.json', { schema: { response: { 200: openApiDocumentSchema } } }, () => {
    // app.swagger() is typed as the OpenAPI v2 | v3 union; this plugin always builds v3 (see openApiPlugin).
    return app.swagger() as z.infer<typeof openApiDocumentSchema>;
  });
};
