import type { ContactMessage } from '#core/contact/contact-message';
import { apiFetch } from '../../../lib/api-client';

/**
 * Sends the contact form (POST /api/contact). A plain request, not a cached mutation: nothing on
 * the public page reads what it changes, and the form shows its own outcome.
 */
export function sendContactMessage(message: ContactMessage): Promise<unknown> {
  return apiFetch('/api/contact', null, { method: 'POST', body: message });
}
