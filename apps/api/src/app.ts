import { randomBytes } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { useDutchZodMessages } from '@mvm/domain';
import { printAgentPlugin } from '@mvm/print-agent';
import type { AppConfig } from './config';
import { runsConcurrently, type Db } from './db/client';
import { admissionPlugin } from './plugins/admission';
import { accessLogPlugin } from './plugins/access-log';
import { authPlugin } from './plugins/auth';
import { errorHandler } from './plugins/error-handler';
import { idempotencyPlugin } from './plugins/idempotency';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { openApiPlugin } from './plugins/openapi';
import { rrnLookupLimitPlugin } from './plugins/rrn-lookup-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { authArea } from './auth/routes';
import { dashboardArea } from './dashboard/routes';
import { gebruikersArea } from './gebruikers/routes';
import { evenementenArea } from './evenementen/routes';
import { ledenArea } from './leden/routes';
import { onthaalArea } from './onthaal/routes';
import { marktenArea } from './markten/routes';
import { privacyArea } from './privacy/routes';
import { backupsArea } from './backups/routes';
import { BackupService } from './backups/backup-service';
import { punctuelehulpArea } from './punctuelehulp/routes';
import { materiaalArea } from './materiaal/routes';
import { voedingArea } from './voeding/routes';
import { zeephuisjeArea } from './zeephuisje/routes';
import { catalogusArea } from './catalogus/routes';
import { rapportenArea } from './rapporten/routes';
import { openApiRoutes } from './system/routes/openapi';
import { systemRoutes } from './system/routes/system';
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
  app.decorate('controlToken', randomBytes(32).toString('base64url'));
  app.decorate('backups', new BackupService(db, config.backups, config.databaseUrl, app.log));

  await app.register(fastifyCookie);
  await app.register(errorHandler);
  await app.register(securityHeadersPlugin);
  // Issue 24: the embedded database serves one statement at a time; a request it has no room for gets a quick 503.
  if (!runsConcurrently(db)) await app.register(admissionPlugin, config.embeddedAdmission);
  await app.register(authPlugin);
  await app.register(inputHygienePlugin);
  // Issue 27: after the access and input checks, before anything that compresses a reply.
  await app.register(idempotencyPlugin);
  // Issue 27: the API's JSON (and CSV) compressed when the browser accepts it (a page of 100 members is ~30 KB);
  // after the idempotency plugin, which stores the text. The built web app's files come compressed from the build
  // and carry their Content-Encoding already, which the plugin leaves alone.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4: most of brotli's gain on JSON for a fraction of its default (11) CPU time.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(accessLogPlugin);
  await app.register(rrnLookupLimitPlugin);
  await openApiPlugin(app);

  // One plugin per area (the same slug as the domain topic, the web feature and the e2e spec).
  await app.register(systemRoutes);
  await app.register(openApiRoutes);
  await app.register(authArea);
  await app.register(gebruikersArea);
  await app.register(ledenArea);
  await app.register(punctuelehulpArea);
  await app.register(materiaalArea);
  await app.register(voedingArea);
  await app.register(zeephuisjeArea);
  await app.register(catalogusArea);
  await app.register(dashboardArea);
  await app.register(rapportenArea);
  await app.register(onthaalArea);
  await app.register(marktenArea);
  await app.register(evenementenArea);
  await app.register(privacyArea);
  await app.register(backupsArea);

  // DESIGN.md: on a single machine this process is also the printer host, in preview mode (tickets under
  // DATA_DIR), answering in its own {status, message}. Issue 24: it takes this API's session and role
  // like any other route — a print needs a role granting its path (the desks' roles name theirs, e.g.
  // '/print-agent/print'); the job log, previews, printer state and reprint, which show member numbers,
  // a role granting those (an administrator's '*', or '/print-agent/*'). Only its health check is public.
  await app.register(
    async (scope) => {
      scope.addHook('onRoute', (route) => {
        const health = route.config?.printAgentRoute === 'health';
        route.config = { ...route.config, access: health ? 'public' : 'role' };
      });
      await scope.register(printAgentPlugin, {
        access: { kind: 'host' },
        rateLimit: config.printAgentRateLimit,
        printerUrl: 'preview',
        dataDir: config.dataDir,
      });
    },
    { prefix: '/print-agent' },
  );

  await webAppPlugin(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
