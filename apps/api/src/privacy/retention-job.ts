import { nextRetentionRun } from '@mvm/domain/privacy/retention';
import type { Db } from '../db/client';
import { runRetention, type RetentionSettings } from './privacy-service';

/**
 * Issue 12: the daily retention run inside the API process, at 03:00 Brussels. Every instance schedules
 * it; the advisory lock in runRetention lets one of them run it and the others skip (and find nothing
 * due afterwards anyway). Off with RETENTION_JOB=0. Returns a stop function for shutdown.
 */
export function startRetentionJob(
  db: Db,
  settings: RetentionSettings,
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
): () => void {
  if (!settings.retentionJob) return () => {};
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const wait = Math.max(1000, nextRetentionRun(new Date()).getTime() - Date.now());
    timer = setTimeout(() => void run(), wait);
    timer.unref();
  };
  const run = async () => {
    try {
      const result = await runRetention(db, settings, { userId: null, username: 'bewaartermijn' }, false);
      if (result === 'bezet') log.info({}, 'retention: another instance runs it');
      else log.info({ anonymised: result.geanonimiseerd }, 'retention run done');
    } catch (err) {
      log.warn({ err }, 'retention run failed');
    }
    schedule();
  };
  schedule();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
