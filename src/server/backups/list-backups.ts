import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BACKUP_NAME,
  backupsToPrune,
  backupTime,
  type BackupFile,
} from '#core/backups/backup-schedule';

/** The finished backups in the folder, newest first (partial files and other names are skipped). */
export async function listBackups(backupDir: string): Promise<BackupFile[]> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  const files: BackupFile[] = [];
  for (const name of names.filter((n) => BACKUP_NAME.test(n))) {
    const info = await stat(join(backupDir, name)).catch(() => null);
    if (info?.isFile())
      files.push({ name, size: info.size, createdAt: backupTime(name)!.toISOString() });
  }
  return files.sort((a, b) => b.name.localeCompare(a.name));
}

/** Deletes the oldest backups beyond `keep`; answers the names deleted. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const doomed = backupsToPrune(
    (await listBackups(backupDir)).map((b) => b.name),
    keep,
  );
  for (const name of doomed) await rm(join(backupDir, name), { force: true });
  return doomed;
}
