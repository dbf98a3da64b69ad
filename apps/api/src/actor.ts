import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';
import type { SessionUser } from './types';

/** Who does a thing, as the services see it: plain data, never the HTTP request. */
export type Actor = { userId: number; username: string; roles: SessionUser['roles'] };

/**
 * The signed-in user of a request as an Actor. Only routes behind a session call it (the auth hook has
 * answered 401 before a handler runs without one), so the throw is a guard, not a code path.
 */
export function actorOf(request: FastifyRequest): Actor {
  const user = sessionUserOf(request);
  return { userId: user.id, username: user.username, roles: user.roles };
}

/** The signed-in user of a request behind a session (see actorOf: the throw is a guard). */
export function sessionUserOf(request: FastifyRequest): SessionUser {
  const user = request.user;
  if (!user) throw unauthorized();
  return user;
}
