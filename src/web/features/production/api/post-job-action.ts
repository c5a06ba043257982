import {
  jobViewSchema,
  type JobActionInput,
  type JobView,
} from '#core/production/production-schemas';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

export type JobActionRequest = Omit<JobActionInput, 'version'> & {
  job: Pick<JobView, 'id' | 'title' | 'version'>;
  /** The printer's name, for the toast of an assignment. */
  printerName?: string;
};

/** What the owner reads once an action went through. */
function doneText({ action, job, printerName }: JobActionRequest, result: JobView): string {
  switch (action) {
    case 'assign':
      return `${job.title}: assigned to ${printerName ?? 'the printer'}`;
    case 'unassign':
      return `${job.title}: back in the queue`;
    case 'start':
      return `${job.title}: printing`;
    case 'printed':
      return result.state === 'cancelled'
        ? `${job.title}: printed, and cancelled as requested`
        : `${job.title}: printed, waiting for your check`;
    case 'good':
      return `${job.title}: checked good`;
    case 'bad':
      return `${job.title}: checked bad, queued again as attempt ${result.attempts}`;
    case 'hold':
      return `${job.title}: on hold`;
    case 'release':
      return `${job.title}: released`;
    case 'cancel':
      return result.state === 'cancelled'
        ? `${job.title}: cancelled`
        : `${job.title}: cancel requested; stop the print or let it finish`;
    case 'stop':
      return `${job.title}: print stopped`;
    case 'retry':
      return `${job.title}: the shop tries to start it again`;
  }
}

/**
 * One of the owner's actions on a job (POST /api/admin/production/jobs/:id/actions) with the
 * version the board showed: a stale version or an illegal move answers 409 with the reason, which
 * is the toast, and the board is fetched again either way.
 */
export const useJobAction = (onDone?: (result: JobView, request: JobActionRequest) => void) =>
  useApiMutation(
    ({ job, printerName: _printerName, ...input }: JobActionRequest) =>
      apiFetch(`/api/admin/production/jobs/${job.id}/actions`, jobViewSchema, {
        method: 'POST',
        body: { ...input, version: job.version } satisfies JobActionInput,
      }),
    {
      success: (request, result) => doneText(request, result),
      failure: clientErrorOr('Failed to update the job'),
      invalidate: [adminQueries],
      invalidateOnError: true,
      onSuccess: onDone,
    },
  );
