import type { ContactMessage } from '#core/contact/contact-message';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** The server's own limit: the form shows its "Too many attempts" notice instead of a toast. */
export const isRateLimited = (error: Error) => error instanceof ApiError && error.status === 429;

/**
 * Sends the contact form (POST /api/contact). Nothing on the public page reads what it changes,
 * so no query goes stale; the form empties itself and shows its own notice too.
 */
export const useSendContactMessage = () =>
  useApiMutation(
    (message: ContactMessage) => apiFetch('/api/contact', null, { method: 'POST', body: message }),
    {
      success: () => ({
        title: 'Message sent!',
        description: 'Thank you for reaching out. We will reply within one business day.',
      }),
      failure: (error) =>
        isRateLimited(error)
          ? null
          : {
              title: 'Message not sent',
              description: error instanceof Error ? error.message : 'Please try again.',
            },
      invalidate: [],
    },
  );
