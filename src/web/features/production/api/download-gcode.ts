import type { JobView } from '#core/production/production-schemas';
import { ApiError, apiDownload } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** The file's name: the job's title made safe for a file system, and `.gcode`. */
export function gcodeFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${base || 'print-job'}.gcode`;
}

/**
 * Saves a job's G-code for the printer's SD card (GET …/jobs/:id/gcode): the download needs the
 * owner's token, so a plain link would not do.
 */
export const useDownloadGcode = () =>
  useApiMutation(
    async (job: Pick<JobView, 'id' | 'title'>) => {
      const blob = await apiDownload(`/api/admin/production/jobs/${job.id}/gcode`);
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: gcodeFileName(job.title),
      });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    {
      // A download's refusal carries no message of the server's: say what it means here.
      failure: (error) =>
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? 'The G-code of this job is not available yet.'
          : 'Failed to download the G-code',
      invalidate: [],
    },
  );
