import { nextBackupRun } from '@mvm/domain/backups/schedule';
import { BackupBusyError, type BackupService } from './backup-service';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * Issue 25: the nightly backup inside the server, at BACKUP_TIME Brussels time (off with BACKUP_TIME=uit). Every
 * PostgreSQL instance schedules it; the advisory lock lets one make it. Returns a stop function for shutdown.
 */
export function startBackupSchedule(service: BackupService, log: Log): () => void {
  const time = service.settings.time;
  if (time === null) return () => {};
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    // At least a second: a run that ends within its own minute must not start again at once.
    const wait = Math.max(1000, nextBackupRun(new Date(), time).getTime() - Date.now());
    timer = setTimeout(() => void run(), wait);
    timer.unref();
  };
  const run = async () => {
    try {
      const made = await service.run('planning');
      if (made.result === 'fout') log.warn({ run: made.id }, 'scheduled backup failed');
    } catch (err) {
      if (err instanceof BackupBusyError) log.info({}, 'scheduled backup: another one is running');
      else log.warn({ err }, 'scheduled backup failed');
    }
    schedule();
  };
  schedule();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
