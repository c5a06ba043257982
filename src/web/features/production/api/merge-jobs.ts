import {
  jobViewSchema,
  type JobView,
  type MergeJobsInput,
} from '#core/production/production-schemas';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** Queued jobs of one line onto one plate (POST /api/admin/production/jobs/merge). */
export const useMergeJobs = (onDone?: (result: JobView) => void) =>
  useApiMutation(
    (body: MergeJobsInput) =>
      apiFetch('/api/admin/production/jobs/merge', jobViewSchema, { method: 'POST', body }),
    {
      success: (_body, job) => `${job.title}: ${job.pieces} pieces on one plate`,
      // A 409 (a job changed meanwhile, not of one line) says what is wrong: shown as it is.
      failure: clientErrorOr('Failed to put the jobs on one plate'),
      invalidate: [adminQueries],
      invalidateOnError: true,
      onSuccess: (result) => onDone?.(result),
    },
  );
