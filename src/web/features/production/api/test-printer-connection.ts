import {
  connectionReportSchema,
  type ConnectionReport,
} from '#core/production/printer-links/link-status';
import type { TestConnectionInput } from '#core/production/production-schemas';
import { apiFetch } from '../../../lib/api-client';
import { clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** Why the test itself could not run (a 4xx says what to fix; anything else says nothing). */
export const testFailureText = clientErrorOr('The connection could not be tested. Try again.');

/**
 * "Test connection" in the printer form (POST …/printers/test-connection): the printer's own
 * answer, or why it failed, shown in the form itself (no toast), and nothing on the board changes.
 */
export const useTestPrinterConnection = () =>
  useApiMutation(
    (body: TestConnectionInput): Promise<ConnectionReport> =>
      apiFetch('/api/admin/production/printers/test-connection', connectionReportSchema, {
        method: 'POST',
        body,
      }),
    { invalidate: [] },
  );
