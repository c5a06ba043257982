/**
 * The contact form's numbers, apart from its schema: the page shows them (field lengths) and
 * counts its own attempts from its first render, while zod loads only when a message is checked
 * (decision 147).
 */

/** Upper bounds keep one message a message, not a payload. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** SPEC §9: at most 3 submissions per 300 000 ms, on the page and on the server. */
export const CONTACT_RATE_LIMIT = { max: 3, windowMs: 300_000 } as const;
