import type {
  FastifyInstance,
  FastifyRequest,
  onResponseHookHandler,
  preSerializationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { AccessLogRule } from '../privacy/access-log-rule';
import { AccessLogWriter, searchKindOf } from '../privacy/access-log-writer';

/** What the answer showed, noted before it is serialized. */
type Shown = { dossierId: number | null; dossierIds: number[] | null; aantal: number | null };

const idOf = (value: unknown): number | null => {
  if (typeof value !== 'object' || value === null) return null;
  const id = (value as { ID?: unknown }).ID;
  return typeof id === 'number' ? id : null;
};

function shownIn(rule: AccessLogRule, payload: unknown): Shown {
  if (rule.dossier === 'rows' && Array.isArray(payload)) {
    const ids = payload.map(idOf).filter((id): id is number => id !== null);
    return { dossierId: null, dossierIds: ids, aantal: payload.length };
  }
  if (rule.dossier === 'reply') return { dossierId: idOf(payload), dossierIds: null, aantal: null };
  return { dossierId: null, dossierIds: null, aantal: Array.isArray(payload) ? payload.length : null };
}

/**
 * The access log of issue 12, declared per route (`config.accessLog`, see privacy/access-log-rule.ts).
 * Only routes that declare it get the two hooks: the answer's dossier IDs are noted before
 * serialization, and after the answer is sent the entry is queued for the batched writer.
 */
export const accessLogPlugin = fp(async (app: FastifyInstance) => {
  const writer = new AccessLogWriter(app.db, (err) => app.log.warn({ err }, 'access log write failed'));
  const rules = new Map<string, AccessLogRule>();
  const shown = new WeakMap<FastifyRequest, Shown>();
  app.decorate('accessLog', { writer, rules });

  app.addHook('onRoute', (route) => {
    const rule = route.config?.accessLog;
    if (!rule) return;
    for (const method of [route.method].flat()) rules.set(`${method} ${route.url}`, rule);

    const note: preSerializationHookHandler<unknown> = (request, _reply, payload, done) => {
      shown.set(request, shownIn(rule, payload));
      done(null, payload);
    };
    const log: onResponseHookHandler = (request, reply, done) => {
      const user = request.user;
      if (user && reply.statusCode >= 200 && reply.statusCode < 300) {
        const seen = shown.get(request) ?? { dossierId: null, dossierIds: null, aantal: null };
        let dossierNumber: { by: 'mvmnummer' | 'enummer'; value: number } | null = null;
        let dossierId = seen.dossierId;
        if (typeof rule.dossier === 'object') {
          // The route's params schema has parsed the number ('MVM123' → 123) before the handler ran.
          const value = (request.params as Record<string, unknown>)[rule.dossier.param];
          if (typeof value === 'number') {
            if (rule.dossier.by === 'id') dossierId = value;
            else dossierNumber = { by: rule.dossier.by, value };
          }
        }
        writer.push({
          at: new Date(),
          userId: user.id,
          username: user.username,
          dossierId,
          dossierNumber,
          dossierIds: seen.dossierIds,
          scherm: rule.scherm,
          aanroep: `${request.method} ${request.routeOptions.url ?? ''}`,
          zoekSoort: rule.dossier === 'rows' ? searchKindOf(request.query) : null,
          aantal: seen.aantal,
          adres: request.ip,
        });
      }
      done();
    };
    route.preSerialization = [route.preSerialization ?? []].flat().concat(note);
    route.onResponse = [route.onResponse ?? []].flat().concat(log);
  });

  app.addHook('onClose', async () => {
    await writer.flush();
  });
});
