import { backupMadeSchema, backupStatusSchema } from '@mvm/domain/backups/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../actor';
import { conflict, HttpError } from '../../errors';
import { BackupBusyError } from '../backup-service';
import { backupStatus, runView } from '../backup-status';
import type { FastifyInstance } from 'fastify';

/** A failed backup (a full disk, pg_dump missing): the admin sees why; the run is recorded as 'fout'. */
async function makeBackup(app: FastifyInstance, trigger: 'knop' | 'opdrachtregel', username: string | null) {
  try {
    const run = await app.backups.run(trigger, username);
    if (run.result !== 'ok')
      throw new HttpError(503, `De back-up is mislukt: ${run.message ?? 'onbekende fout'}`);
    return { status: 'ok' as const, message: `Back-up gemaakt: ${run.file ?? ''}`, data: runView(run) };
  } catch (err) {
    if (err instanceof BackupBusyError) throw conflict(err.message);
    throw err;
  }
}

/**
 * Area 'back-ups' (issue 25): the admin screen's status and button (/v1/beheer/back-ups, the role check), and the
 * route `npm run backup` asks the running server with (/intern/back-up, the server's own control token).
 */
export const backupsArea: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/beheer/back-ups', { schema: { response: { 200: backupStatusSchema } } }, () =>
    backupStatus(app.db, app.backups),
  );

  app.post('/v1/beheer/back-ups', { schema: { response: { 200: backupMadeSchema } } }, (request) =>
    makeBackup(app, 'knop', actorOf(request).username),
  );

  app.post(
    '/intern/back-up',
    { config: { access: 'control-token' }, schema: { response: { 200: backupMadeSchema } } },
    () => makeBackup(app, 'opdrachtregel', null),
  );
};
