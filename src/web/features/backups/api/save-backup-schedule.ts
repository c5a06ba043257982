import { backupScheduleSchema, type BackupSchedule } from '#core/backups/backup-schedule';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, useApiMutation } from '../../../lib/use-api-mutation';

/** PUT /api/admin/backups/schedule. */
export const useSaveBackupSchedule = () =>
  useApiMutation(
    (schedule: BackupSchedule) =>
      apiFetch('/api/admin/backups/schedule', backupScheduleSchema, {
        method: 'PUT',
        body: schedule,
      }),
    {
      success: () => 'Backup schedule saved',
      failure: 'Failed to save the backup schedule. Please try again.',
      invalidate: [adminQueries],
    },
  );
