import type { FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { useDutchZodMessages } from '@mvm/domain';
import { printAgentPlugin } from '@mvm/print-agent';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { authPlugin } from './plugins/auth';
import { errorHandler } from './plugins/error-handler';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { loginRoute } from './routes/login';
import { authRoutes } from './routes/v1/auth';
import { gebruikersRoutes } from './routes/v1/beheer/gebruikers';
import { rollenRoutes } from './routes/v1/beheer/rollen';
import { ledenRoutes } from './routes/v1/leden';
import { lidRoutes } from './routes/v1/lid';
import { lidGekregenRoutes } from './routes/v1/lid/gekregen';
import { lidGezinslidRoutes } from './routes/v1/lid/gezinslid';
import { lidLidmaatschapRoutes } from './routes/v1/lid/lidmaatschap';
import { punctueleRoutes } from './routes/v1/punctuelehulp';
import { punctueleGekregenRoutes } from './routes/v1/punctuelehulp/gekregen';
import { punctueleGezinslidRoutes } from './routes/v1/punctuelehulp/gezinslid';
import { systemRoutes } from './routes/system';
import { usersWebauthnRoutes } from './routes/v1/users-webauthn';
import { webauthnLoginRoutes } from './routes/webauthn';
import { loggerOptions } from './logger';

// Validation messages of zod in Dutch (bad input answers a Dutch 400).
useDutchZodMessages();

export type BuildOptions = {
  db: Db;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
};

/**
 * Plugins first (errors, auth), then routes. Routes are registered explicitly rather than autoloaded:
 * the list below is the table of contents of the API, and TypeScript checks every import.
 */
export async function buildApp({ db, config, logger }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // A hop count trusts that many proxies in front of this server (proxy-addr's function form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);

  await app.register(errorHandler);
  await app.register(securityHeadersPlugin);
  await app.register(authPlugin);
  await app.register(inputHygienePlugin);

  await app.register(systemRoutes);
  await app.register(loginRoute);
  await app.register(webauthnLoginRoutes);
  await app.register(authRoutes);
  await app.register(gebruikersRoutes);
  await app.register(rollenRoutes);
  await app.register(usersWebauthnRoutes);
  await app.register(lidRoutes);
  await app.register(ledenRoutes);
  await app.register(lidGezinslidRoutes);
  await app.register(lidLidmaatschapRoutes);
  await app.register(lidGekregenRoutes);
  await app.register(punctueleRoutes);
  await app.register(punctueleGezinslidRoutes);
  await app.register(punctueleGekregenRoutes);

  // DESIGN.md: on a single machine this process is also the printer host, in preview mode (tickets under
  // DATA_DIR). Public like a printer on the LAN (no session), and it answers its own {status, message}.
  await app.register(
    async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(printAgentPlugin, { printerUrl: 'preview', dataDir: config.dataDir });
    },
    { prefix: '/print-agent' },
  );

  await webAppPlugin(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
