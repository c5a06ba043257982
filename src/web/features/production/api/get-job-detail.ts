import { jobDetailSchema } from '#core/production/production-schemas';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** A job and its timeline (GET /api/admin/production/jobs/:id), read while its dialog is open. */
export const useJobDetail = (jobId: string, enabled: boolean) =>
  useAdminQuery(
    ['production', 'job', jobId],
    `/api/admin/production/jobs/${jobId}`,
    jobDetailSchema,
    "Failed to fetch the job's history",
    enabled,
  );
