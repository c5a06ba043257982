/** Longer than any page of the shop with its query; a longer value is not a place someone was. */
export const RETURN_PATH_MAX_LENGTH = 2048;

// A dummy origin: a path that resolves to any other origin against it is not ours.
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * The page to send a shopper back to after sign-in or sign-up, or null when `value` is not a
 * same-origin relative path. Only "/…" is accepted: "//host" and "/\host" are other origins to a
 * browser (it reads "\" as "/"), and it drops tabs and newlines anywhere in a URL ("/\t/host"),
 * so control characters and backslashes are refused outright before the URL parser has a say.
 */
export function parseReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (value[0] !== '/' || value[1] === '/') return null;
  if (value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN ? value : null;
}
