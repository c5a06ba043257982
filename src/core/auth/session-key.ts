/** Where the browser keeps the session (local storage). Its own module: no zod on the way. */
export const SESSION_STORAGE_KEY = 'layerworks.auth.session';
