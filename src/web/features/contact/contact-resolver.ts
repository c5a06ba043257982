import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema } from '#core/contact/contact-message';

/** The contact form's checks: the shared schema (loaded with the first check, decision 147). */
export const contactResolver = zodResolver(contactMessageSchema);
