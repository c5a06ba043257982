import { z } from 'zod';

/**
 * Scheduled backups (decision 115): the owner picks a time of day (UTC) and how many backups
 * to keep. Stored in the settings table under the key `backups`.
 */
export const backupScheduleSchema = z.object({
  enabled: z.boolean(),
  /** HH:MM, 24-hour, UTC. */
  timeOfDay: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (24-hour, UTC)'),
  keep: z.number().int().min(1, 'Keep at least one backup').max(365),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;
export const DEFAULT_BACKUP_SCHEDULE: BackupSchedule = {
  enabled: true,
  timeOfDay: '03:00',
  keep: 7,
};

/** A backup file the admin lists and downloads. */
export const backupFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type BackupFile = z.infer<typeof backupFileSchema>;
export const backupOverviewSchema = z.object({
  schedule: backupScheduleSchema,
  backups: z.array(backupFileSchema),
  running: z.boolean(),
  /** When the next scheduled backup is due (ISO), or null when scheduling is off. */
  nextAt: z.string().nullable(),
});
export type BackupOverview = z.infer<typeof backupOverviewSchema>;

/** `shop-2026-11-23T03-00-00Z.dump.gz`: the only names the admin may download or the pruner may delete. */
export const BACKUP_NAME = /^shop-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.dump\.gz$/;
export const backupNameSchema = z.string().regex(BACKUP_NAME, 'Not a backup file name');

export function backupName(at: Date): string {
  return `shop-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.dump.gz`;
}

/** The moment a name was written, read back from the name itself. */
export function backupTime(name: string): Date | null {
  const m = /^shop-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.dump\.gz$/.exec(name);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : null;
}

/** The most recent scheduled moment at or before `now`. */
export function lastSlot(schedule: BackupSchedule, now: Date): Date {
  const [h, m] = schedule.timeOfDay.split(':').map(Number) as [number, number];
  const slot = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m));
  if (slot.getTime() > now.getTime()) slot.setUTCDate(slot.getUTCDate() - 1);
  return slot;
}

export function nextSlot(schedule: BackupSchedule, now: Date): Date {
  const slot = lastSlot(schedule, now);
  slot.setUTCDate(slot.getUTCDate() + 1);
  return slot;
}

/** A scheduled backup is due when no backup was written since the last slot. */
export function isBackupDue(schedule: BackupSchedule, names: string[], now: Date): boolean {
  if (!schedule.enabled) return false;
  const slot = lastSlot(schedule, now).getTime();
  return !names.some((n) => (backupTime(n)?.getTime() ?? 0) >= slot);
}

/** The backups beyond the newest `keep`, oldest first: the ones to delete. */
export function backupsToPrune(names: string[], keep: number): string[] {
  const dated = names.filter((n) => BACKUP_NAME.test(n)).sort();
  return dated.slice(0, Math.max(0, dated.length - keep));
}
