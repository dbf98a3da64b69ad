import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, conflict, HttpError } from '../errors';
import {
  claimKey,
  releaseKey,
  storeReply,
  sweepExpired,
  type Claim,
  type IdempotentRequest,
  type StoredReply,
} from './idempotency-repository';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a key answers its first reply: a browser resends within seconds of a lost answer, and a stored reply
 * may show a household that is erased meanwhile (docs/processing-record.md), so not longer than that.
 */
export const IDEMPOTENCY_TTL_MS = HOUR_MS;
/** A first request still without a reply after this long died with its instance: a retry may run it again. */
const STALE_MS = 5 * 60 * 1000;
/** How long a repeat waits for the first request's reply before it answers 409. */
const WAIT_MS = 15_000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Visible ASCII, as a UUID or any client's own scheme (RFC draft "The Idempotency-Key HTTP Header Field"). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const KEY_REUSED = 'Deze Idempotency-Key werd al gebruikt voor een ander verzoek';
export const STILL_RUNNING = 'Dit verzoek wordt al verwerkt';

const bodyHash = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

function replay(reply: FastifyReply, stored: StoredReply): FastifyReply {
  reply.code(stored.statusCode).header('Idempotent-Replayed', 'true');
  if (stored.contentType) reply.header('content-type', stored.contentType);
  // The stored text is the reply as it was sent: no route serializer runs over it again.
  return reply.serializer((payload) => String(payload)).send(stored.body);
}

/**
 * Issue 27: a request that changes something and carries `Idempotency-Key` runs once per user and key. A repeat
 * (a double click, the browser's retry after a lost answer) gets the first reply again with
 * `Idempotent-Replayed: true`; one that comes while the first still runs waits for its reply (on any instance:
 * the database holds the keys) and answers 409 only when that takes longer than WAIT_MS; the same key with
 * another method, path or body is refused (422). A 5xx or 429 is not kept, so a retry runs anew. Without the
 * header nothing changes. Registered before any plugin that compresses replies: its onSend sees the text.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const owned = new WeakMap<FastifyRequest, IdempotentRequest>();
  let nextSweep = 0;

  // After the access check (onRequest) and the body's parsing, before its validation (zod may rewrite it).
  app.addHook('preValidation', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const user = request.user;
    if (header === undefined || !user || !CHANGING_METHODS.has(request.method)) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw badRequest('Ongeldige Idempotency-Key: 1 tot 255 zichtbare tekens zonder spaties');
    }
    if (Date.now() >= nextSweep) {
      nextSweep = Date.now() + SWEEP_EVERY_MS;
      await sweepExpired(app.db, IDEMPOTENCY_TTL_MS);
    }

    const entry: IdempotentRequest = {
      userId: user.id,
      key: header,
      method: request.method,
      path: request.url,
      bodyHash: bodyHash(request.body),
    };
    const limits = { ttlMs: IDEMPOTENCY_TTL_MS, staleMs: STALE_MS };
    let claim: Claim = await claimKey(app.db, entry, limits);
    const deadline = Date.now() + WAIT_MS;
    for (
      let delay = 20;
      claim.kind === 'running' && Date.now() < deadline;
      delay = Math.min(delay * 2, 500)
    ) {
      await sleep(delay);
      claim = await claimKey(app.db, entry, limits);
    }

    switch (claim.kind) {
      case 'claimed':
        owned.set(request, entry);
        return;
      case 'replay':
        return replay(reply, claim.reply);
      case 'mismatch':
        throw new HttpError(422, KEY_REUSED);
      case 'running':
        reply.header('Retry-After', '1');
        throw conflict(STILL_RUNNING);
    }
  });

  const release = async (request: FastifyRequest) => {
    const entry = owned.get(request);
    if (!entry) return;
    owned.delete(request);
    await releaseKey(app.db, entry).catch((err: unknown) =>
      request.log.warn({ err }, 'releasing an idempotency key failed'),
    );
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = owned.get(request);
    if (!entry) return payload;
    const status = reply.statusCode;
    const body =
      payload === null || payload === undefined ? '' : typeof payload === 'string' ? payload : null;
    if (status >= 500 || status === 429 || body === null) {
      await release(request);
      return payload;
    }
    owned.delete(request);
    const contentType = reply.getHeader('content-type');
    try {
      await storeReply(app.db, entry, {
        statusCode: status,
        body,
        contentType: typeof contentType === 'string' ? contentType : null,
      });
    } catch (err) {
      // The reply itself went through: a failed note must not turn it into an error. A repeat finds the key
      // still running and gets 409 until STALE_MS, when it may run again.
      request.log.warn({ err }, 'storing an idempotent reply failed');
    }
    return payload;
  });

  // A reply that never passed onSend (none does today): let a retry run. Not on an aborted request: its
  // handler still runs and replies, and a retry meanwhile must wait for that reply, not run twice.
  app.addHook('onResponse', release);
});
