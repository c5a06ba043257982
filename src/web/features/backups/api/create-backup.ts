import { backupFileSchema } from '#core/backups/backup-schedule';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/backups: "Back up now". */
export const useCreateBackup = () =>
  useApiMutation(() => apiFetch('/api/admin/backups', backupFileSchema, { method: 'POST' }), {
    success: (_variables, file) => `Backup written: ${file.name}`,
    failure: clientErrorOr('Failed to write a backup. Please try again.'),
    invalidate: [adminQueries],
  });
