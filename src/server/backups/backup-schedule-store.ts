import { eq, sql } from 'drizzle-orm';
import {
  backupScheduleSchema,
  DEFAULT_BACKUP_SCHEDULE,
  type BackupSchedule,
} from '#core/backups/backup-schedule';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/operations';

const KEY = 'backups';

/** The owner's backup schedule (settings key `backups`), or the default when none is saved or it is malformed. */
export async function getBackupSchedule(db: Executor): Promise<BackupSchedule> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, KEY));
  const parsed = backupScheduleSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_BACKUP_SCHEDULE;
}

export async function saveBackupSchedule(
  db: Executor,
  schedule: BackupSchedule,
): Promise<BackupSchedule> {
  await db
    .insert(settings)
    .values({ key: KEY, value: schedule })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
  return schedule;
}
