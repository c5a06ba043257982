import type { BackupFile } from '#core/backups/backup-schedule';
import { apiDownload } from '../../../lib/api-client';

/** Fetches a backup file with the admin's token (a plain link can't send it) and saves it. */
export async function downloadBackup(file: BackupFile): Promise<void> {
  const url = URL.createObjectURL(await apiDownload(`/api/admin/backups/${file.name}`));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
