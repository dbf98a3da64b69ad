import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeDocument, describeOperation } from './openapi-operations';

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
        contact: { name: 'MVM back office', url: 'https://github.com/mvm-backoffice' },
      },
      servers: [{ url: 'http://localhost:3000', description: 'npm start on this machine (PORT)' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      if (!isApiRoute(input.url)) return { schema: { hide: true }, url: input.url };
      const { schema, url } = jsonSchemaTransform(input);
      // Issue 26: tag, operationId, summary, description and security derived from the route (openapi-operations.ts).
      return { schema: describeOperation(input.route, input.url, schema), url };
    },
    // Issue 26: the error answers, the CSV and PDF media types and the tag list, on the built document.
    transformObject: (document) =>
      'openapiObject' in document ? completeDocument(document.openapiObject) : document.swaggerObject,
  });
}
