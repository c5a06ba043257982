import { inboxCheckResultSchema } from '#core/contact/inbox-mailbox';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/inbox-mailbox/check: read the reply mailbox now. */
export const useCheckInboxMailbox = () =>
  useApiMutation(
    (_: void) =>
      apiFetch('/api/admin/inbox-mailbox/check', inboxCheckResultSchema, { method: 'POST' }),
    {
      success: (_v, result) =>
        result.stored === 1 ? '1 new reply' : `${result.stored} new replies`,
      failure: clientErrorOr('Failed to read the reply mailbox'),
      invalidate: [adminQueries],
    },
  );
