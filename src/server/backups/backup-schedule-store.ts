import {
  backupScheduleSchema,
  DEFAULT_BACKUP_SCHEDULE,
  type BackupSchedule,
} from '#core/backups/backup-schedule';
import type { Executor } from '../../db/client';
import { readSetting, writeSetting } from '../lib/setting-row';

const KEY = 'backups';

/** The owner's backup schedule (settings key `backups`), or the default when none is saved or it is malformed. */
export async function getBackupSchedule(db: Executor): Promise<BackupSchedule> {
  const parsed = backupScheduleSchema.safeParse(await readSetting(db, KEY));
  return parsed.success ? parsed.data : DEFAULT_BACKUP_SCHEDULE;
}

export async function saveBackupSchedule(
  db: Executor,
  schedule: BackupSchedule,
): Promise<BackupSchedule> {
  await writeSetting(db, KEY, schedule);
  return schedule;
}
