/**
 * Values the build-time prerender writes into the public pages' HTML in place of settings known
 * only when the server runs; the server swaps them for the real ones as it serves the page.
 */
export const EXTERNAL_STORE_URL_PLACEHOLDER = 'https://external-store.invalid/';
export const PRERENDER_ORIGIN = 'http://prerender.invalid';
/** The store name and contact e-mail from Settings (decision 133); plain text React never escapes. */
export const STORE_NAME_PLACEHOLDER = 'StoreNamePlaceholder7c1e';
export const CONTACT_EMAIL_PLACEHOLDER = 'contact-email-placeholder-7c1e@example.invalid';
