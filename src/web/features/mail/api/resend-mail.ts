import { mailResendSchema } from '#core/mail/failed-mail';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/mail/:id/resend: a fresh set of attempts. */
export const useResendMail = () =>
  useApiMutation(
    (id: string) => apiFetch(`/api/admin/mail/${id}/resend`, mailResendSchema, { method: 'POST' }),
    {
      success: () => 'E-mail queued for sending',
      failure: 'Failed to resend e-mail',
      invalidate: [adminQueries],
    },
  );
