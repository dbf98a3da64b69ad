import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from '../types';

/**
 * Issue 26: what every operation of the OpenAPI document carries besides its schemas — tag, operationId,
 * summary, description, security and the error answers — derived here from the route (method, path, access
 * rule) so that no route file repeats it and a new route is documented without a line of its own.
 */

/** The one error shape (STYLE.md, plugins/error-handler.ts). */
const ERROR_SCHEMA_NAME = 'Fout';
const PRINTER_REPLY_NAME = 'PrinterAntwoord';

const sharedSchemas = {
  [ERROR_SCHEMA_NAME]: {
    type: 'object',
    description: 'Every non-2xx answer of the API.',
    required: ['error'],
    properties: {
      error: { type: 'string', description: 'The Dutch message the desk shows.' },
      errors: {
        type: 'object',
        description: 'Per failed field (dotted path, e.g. gezin.leden.0.voornaam): its Dutch message.',
        additionalProperties: { type: 'string' },
      },
    },
  },
  [PRINTER_REPLY_NAME]: {
    type: 'object',
    description: "The print agent's answer (spec 1 §7); 'error' means the ticket was not printed.",
    required: ['status', 'message'],
    properties: {
      status: { type: 'string', enum: ['ok', 'error'] },
      message: { type: 'string' },
      error: { type: 'string', description: "The same text as message, when status is 'error'." },
      jobId: { type: 'string', description: 'The entry in the job log (GET /print-agent/jobs).' },
    },
  },
} as const;

const ERROR_TEXT: Record<string, string> = {
  400: 'Invalid input (the fields that failed in errors), or an invalid Idempotency-Key.',
  401: 'Not signed in, or the session expired.',
  403: "The user's roles do not grant this method on this path.",
  404: 'Not found.',
  409: 'A conflict: a stale UpdatedAt, a duplicate name, or the same Idempotency-Key still running.',
  422: 'The Idempotency-Key was used before with another method, path or body.',
  429: 'Too many attempts; Retry-After says when to try again.',
  502: 'The printer did not print the ticket (the job log holds it).',
  503: 'The database is busy or unreachable; Retry-After says when to try again.',
};

const VERB: Record<string, string> = {
  get: 'Read',
  post: 'Submit',
  put: 'Replace',
  patch: 'Update',
  delete: 'Delete',
};

const CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/** The route's area: the first segment after /v1, 'auth' for signing in, 'print-agent', else 'system'. */
function tagOf(url: string): string {
  if (url === '/v1/openapi.json') return 'system';
  const v1 = /^\/v1\/([^/]+)/.exec(url);
  if (v1?.[1]) return v1[1];
  if (url === '/login' || url.startsWith('/auth/')) return 'auth';
  if (url.startsWith('/print-agent')) return 'print-agent';
  return 'system';
}

const words = (url: string) =>
  url
    .replace(/^\/v1\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'GET /v1/lid/:id/gezinsleden' → 'getLidByIdGezinsleden': stable while the path stays. */
const operationIdOf = (method: string, url: string) =>
  method.toLowerCase() + words(url).map(capital).join('');

/** 'GET /v1/lid/:id/gezinsleden' → 'Read lid {id} gezinsleden' (a route's own schema.summary wins). */
const summaryOf = (method: string, url: string) =>
  `${VERB[method] ?? method.toUpperCase()} ${url
    .replace(/^\/v1\//, '/')
    .replace(/:(\w+)/g, '{$1}')
    .split('/')
    .filter(Boolean)
    .join(' ')}`;

function accessText(access: RouteAccess | undefined, method: string, url: string) {
  switch (access) {
    case 'public':
      return 'Public: no session needed.';
    case 'session':
      return 'Any signed-in user.';
    case 'control-token':
      return "Only the server's own local commands (the control token in DATA_DIR/server.json).";
    case 'role':
      return `A role granting ${method.toUpperCase()} on ${url.replace(/:(\w+)/g, '{$1}')} (or an administrator).`;
    default:
      return 'Refused to everyone (no access rule).';
  }
}

type Facts = { access: RouteAccess | undefined; print: boolean };

/** Per operationId, what the error answers depend on; filled by `describeOperation`, read by `addErrorAnswers`. */
const factsOf = new Map<string, Facts>();

/** The fields @fastify/swagger copies onto the operation, from the route and its (already JSON) schema. */
export function describeOperation(
  route: RouteOptions,
  url: string,
  // Undefined for a route without a schema (the print agent's).
  schema: FastifySchema | undefined = {},
): FastifySchema {
  const method = [route.method].flat()[0]?.toLowerCase() ?? 'get';
  const access = route.config?.access;
  const operationId = operationIdOf(method, url);
  const print = route.config?.printAgentRoute === 'ticket';
  factsOf.set(operationId, { access, print });
  const summary = schema.summary ?? summaryOf(method, url);
  const ownDescription = schema.description ? `${schema.description}\n\n` : '';
  const printBody = route.config?.printAgentBody;
  return {
    ...schema,
    operationId,
    tags: [tagOf(url)],
    summary,
    description: `${ownDescription}${accessText(access, method, url)}`,
    ...(access === 'public' ? { security: [] } : {}),
    // The agent validates its bodies itself (its Dutch 400s), so they are not in the route's schema.
    ...(printBody && !schema.body ? { body: z.toJSONSchema(printBody, { io: 'input' }) } : {}),
  };
}

type Operation = {
  operationId?: string;
  parameters?: { in?: string; name?: string }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};

const errorAnswer = (status: string) => ({
  description: ERROR_TEXT[status] ?? 'Error',
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } } },
});

/** The 4xx/5xx answers that apply to an operation, each with the one error shape. */
function errorStatuses(method: string, operation: Operation, facts: Facts | undefined): string[] {
  const parameters = operation.parameters ?? [];
  const statuses = new Set<string>();
  const access = facts?.access;
  if (parameters.length > 0 || operation.requestBody || CHANGING.has(method)) statuses.add('400');
  if (access !== 'public') statuses.add('401');
  if (access === 'role' || access === 'control-token' || access === undefined) statuses.add('403');
  if (parameters.some((p) => p.in === 'path')) statuses.add('404');
  // The idempotency plugin answers 409 and 422 on a changing request of a signed-in user.
  if (CHANGING.has(method) && access !== 'public' && !facts?.print) {
    statuses.add('409');
    statuses.add('422');
  }
  const lookup = parameters.some(
    (p) => p.in === 'query' && (p.name === 'rijksregisternummer' || p.name === 'search'),
  );
  if (lookup || access === 'public' || facts?.print) statuses.add('429');
  statuses.add('503');
  return [...statuses];
}

/** The print agent answers its own {status, message}, also on a failed print (502). */
function printAnswers(operation: Operation) {
  const reply = {
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${PRINTER_REPLY_NAME}` } } },
  };
  operation.responses = {
    ...operation.responses,
    200: { description: 'Printed.', ...reply },
    400: { description: 'The body is not a valid ticket (Dutch message).', ...reply },
    502: { description: ERROR_TEXT[502], ...reply },
  };
}

/** Media types the routes send past the JSON serializer. */
function fixMediaTypes(path: string, operation: Operation) {
  const ok = operation.responses?.['200'];
  const json = ok?.content?.['application/json'];
  if (!ok || !json) return;
  const schema = json.schema as { description?: string; anyOf?: unknown[] } | undefined;
  if (schema?.description?.startsWith('text/csv')) {
    ok.content = { 'text/csv': { schema: { type: 'string', description: schema.description } } };
  }
  // GET /v1/privacy/dossiers/:id/export: JSON, or with formaat=pdf the PDF's bytes.
  if (path.endsWith('/export') && schema?.anyOf?.[0]) {
    ok.description = 'The export: JSON, or with formaat=pdf a PDF.';
    ok.content = {
      'application/json': { schema: schema.anyOf[0] },
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    };
  }
}

type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
  tags?: { name: string; description?: string }[];
};

/** Adds the error answers, the media types and the tag list to the built document. */
export function completeDocument<D extends object>(built: D): D {
  // Read through the few fields used here; OpenAPIV3's own types (refs or objects everywhere) add nothing.
  const document = built as Document;
  const tags = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      tags.add(tagOf(path));
      const facts = operation.operationId ? factsOf.get(operation.operationId) : undefined;
      fixMediaTypes(path, operation);
      if (facts?.print) printAnswers(operation);
      for (const status of errorStatuses(method, operation, facts)) {
        operation.responses = { ...operation.responses };
        operation.responses[status] ??= errorAnswer(status);
      }
    }
  }
  return {
    ...built,
    tags: [...tags].sort().map((name) => ({ name, description: `The routes of area '${name}'.` })),
    components: { ...document.components, schemas: { ...document.components?.schemas, ...sharedSchemas } },
  };
}
