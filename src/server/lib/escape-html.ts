const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and single- or double-quoted attributes (e-mails). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * Escapes a value for a double-quoted attribute of the served pages, leaving `'` as it is: the
 * CSP's `'self'` in its meta tag must read the same as in the header.
 */
export const escapeAttribute = (value: string): string =>
  value.replace(/[&<>"]/g, (c) => ENTITIES[c]!);
