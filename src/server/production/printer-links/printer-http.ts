import type { PrinterConnection } from './printer-adapter';
import { PrinterLinkError } from './printer-adapter';

/** A printer answers within this, or the request is a timeout (uploads get their own). */
export const PRINTER_TIMEOUT_MS = 5_000;
/** The most of a printer's answer the shop reads: its status and history are a few KB. */
export const PRINTER_MAX_ANSWER_BYTES = 256 * 1024;

export type PrinterRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  /** Starts with `/`; the adapter builds it from fixed parts and encodeURIComponent'd names. */
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  /** A multipart/form-data upload: plain fields and one file. */
  form?: { fields: Record<string, string>; file: { field: string; name: string; bytes: Buffer } };
  timeoutMs?: number;
  maxBytes?: number;
};

export type PrinterAnswer = { status: number; text: string; json: unknown };

/** The printer's base URL checked and normalised: http(s), no credentials, no query. */
export function printerBaseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PrinterLinkError('The printer address is not a URL.', 'bad_answer');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PrinterLinkError(
      'The printer address must start with http:// or https://.',
      'bad_answer',
    );
  if (url.username || url.password || url.search || url.hash)
    throw new PrinterLinkError(
      'The printer address takes no user, query or fragment.',
      'bad_answer',
    );
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url;
}

async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new PrinterLinkError(`The printer's answer is over ${maxBytes} bytes.`, 'too_large');
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  // The declared length may lie: count what actually arrives.
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new PrinterLinkError(`The printer's answer is over ${maxBytes} bytes.`, 'too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One request to a printer (decision 178): the key in `X-Api-Key`, a time limit for the whole
 * exchange, a size limit on the answer, and no redirect followed (a 3xx is an error). The answer
 * is untrusted: callers parse `json` with their schemas.
 */
export async function printerRequest(
  connection: PrinterConnection,
  request: PrinterRequest,
): Promise<PrinterAnswer> {
  const base = printerBaseUrl(connection.baseUrl);
  const url = new URL(base.href);
  // A base without a path reads "/": joined as is, every request would go to "//server/info".
  url.pathname = `${base.pathname.replace(/\/$/, '')}${request.path}`;
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = {
    'X-Api-Key': connection.apiKey,
    Accept: 'application/json',
  };
  let body: BodyInit | undefined;
  if (request.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(request.form.fields)) form.set(key, value);
    const { field, name, bytes } = request.form.file;
    form.set(field, new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
    body = form;
  } else if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  const timeoutMs = request.timeoutMs ?? PRINTER_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    if (signal.aborted)
      throw new PrinterLinkError(`The printer did not answer within ${timeoutMs} ms.`, 'timeout');
    throw new PrinterLinkError(
      `The printer could not be reached: ${(error as Error).message}`.slice(0, 200),
      'unreachable',
    );
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw new PrinterLinkError(
      'The printer answered with a redirect, which the shop does not follow.',
      'redirect',
    );
  }
  let text: string;
  try {
    text = await readBounded(response, request.maxBytes ?? PRINTER_MAX_ANSWER_BYTES);
  } catch (error) {
    if (error instanceof PrinterLinkError) throw error;
    if (signal.aborted)
      throw new PrinterLinkError(`The printer did not answer within ${timeoutMs} ms.`, 'timeout');
    throw new PrinterLinkError('The printer closed the connection mid-answer.', 'unreachable');
  }
  if (response.status === 401 || response.status === 403)
    throw new PrinterLinkError('The printer refused the API key.', 'unauthorized');
  let json: unknown = null;
  if (text && (response.headers.get('content-type') ?? '').includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new PrinterLinkError('The printer sent JSON that does not parse.', 'bad_answer');
    }
  }
  return { status: response.status, text, json };
}
