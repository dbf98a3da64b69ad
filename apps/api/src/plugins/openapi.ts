import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The API's routes; everything else the server answers is the built web app's files.
const API_PREFIXES = ['/v1/', '/login', '/auth/', '/healthz', '/config.json', '/print-agent'];
const isApiRoute = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * The OpenAPI document of every API route, generated from the routes' zod schemas (requests and
 * answers). Registered before the routes: @fastify/swagger collects them as they are added.
 */
export async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'MVM back office API',
        description:
          'Every non-2xx answer is {"error": "<Dutch message>"}, plus "errors" per field when fields failed. ' +
          'Lists carry their total in the Num-Total-Entries header.',
        version: '1',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) =>
      isApiRoute(input.url) ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url },
  });
}
