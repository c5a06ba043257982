import { backupOverviewSchema } from '#core/backups/backup-schedule';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** The backup schedule and the files written (GET /api/admin/backups). */
export const useBackups = () =>
  useAdminQuery(['backups'], '/api/admin/backups', backupOverviewSchema, 'Failed to fetch backups');
