import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRoute } from './login';
import { authRoutes } from './session';
import { webauthnLoginRoutes } from './webauthn-login';
import { usersWebauthnRoutes } from './webauthn-register';

/** Area 'auth': password and USB-key login, the own session, and registering USB keys. */
export const authArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoute);
  await app.register(webauthnLoginRoutes);
  await app.register(authRoutes);
  await app.register(usersWebauthnRoutes);
};
