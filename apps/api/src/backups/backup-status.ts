import { nextBackupRun } from '@mvm/domain/backups/schedule';
import type { BackupRunView, BackupStatus } from '@mvm/domain/backups/schemas';
import { backupIsOverdue } from '@mvm/domain/backups/status';
import type { Db } from '../db/client';
import { lastGoodRun, lastRun, type BackupRun } from './backup-repository';
import type { BackupService } from './backup-service';
import { encrypts } from './settings';

export function runView(run: BackupRun): BackupRunView {
  return {
    ID: run.id,
    gestart: run.startedAt.toISOString(),
    klaar: run.finishedAt?.toISOString() ?? null,
    aanleiding: run.trigger,
    gebruiker: run.username,
    resultaat: run.result,
    bestand: run.file,
    grootte: run.sizeBytes,
    versleuteld: run.encrypted === 'age',
    melding: run.message,
  };
}

/** What the admin screen shows: the last attempt, the last good one, the warning, and the files kept. */
export async function backupStatus(db: Db, service: BackupService, now = new Date()): Promise<BackupStatus> {
  const [last, lastGood, files] = await Promise.all([lastRun(db), lastGoodRun(db), service.list()]);
  const { settings } = service;
  return {
    database: service.kind,
    versleuteld: encrypts(settings),
    map: settings.dir,
    tijd: settings.time,
    volgende: settings.time ? nextBackupRun(now, settings.time).toISOString() : null,
    bewaren: { dagelijks: settings.keep.daily, wekelijks: settings.keep.weekly },
    bezig: service.running,
    laatste: last ? runView(last) : null,
    laatsteGoede: lastGood ? runView(lastGood) : null,
    teOud: backupIsOverdue(lastGood?.finishedAt ?? null, now),
    bestanden: files.map((file) => ({
      naam: file.name,
      gemaakt: file.takenAt.toISOString(),
      grootte: file.sizeBytes,
      versleuteld: file.encrypted,
    })),
  };
}
