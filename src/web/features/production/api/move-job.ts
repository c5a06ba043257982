import {
  jobViewSchema,
  type JobView,
  type MoveJobInput,
} from '#core/production/production-schemas';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

type MoveRequest = MoveJobInput & { jobId: string; title: string; direction: 'up' | 'down' };

/** A queued job one place up or down the queue (POST /api/admin/production/jobs/:id/move). */
export const useMoveJob = (onDone?: (result: JobView) => void) =>
  useApiMutation(
    ({ jobId, position }: MoveRequest) =>
      apiFetch(`/api/admin/production/jobs/${jobId}/move`, jobViewSchema, {
        method: 'POST',
        body: { position } satisfies MoveJobInput,
      }),
    {
      success: ({ title, direction }) => `${title}: moved ${direction}`,
      failure: clientErrorOr('Failed to move the job'),
      invalidate: [adminQueries],
      invalidateOnError: true,
      onSuccess: (result) => onDone?.(result),
    },
  );
