/** The one way the web app talks to our API: JSON in, JSON out, errors as ApiError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TokenGetter = () => string | null | Promise<string | null>;
let getAccessToken: TokenGetter = () => null;

/** The auth feature registers how to find the current access token. */
export function setAccessTokenGetter(getter: TokenGetter): void {
  getAccessToken = getter;
}

export type ApiOptions = Omit<RequestInit, 'body'> & { body?: unknown; token?: string | null };

export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { body, token, headers, ...init } = options;
  const accessToken = token === undefined ? await getAccessToken() : token;
  const finalHeaders = new Headers(headers);
  finalHeaders.set('accept', 'application/json');
  if (body !== undefined && !(body instanceof FormData)) finalHeaders.set('content-type', 'application/json');
  if (accessToken) finalHeaders.set('authorization', `Bearer ${accessToken}`);
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: finalHeaders,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    const err = (data ?? {}) as { error?: string; message?: string };
    throw new ApiError(response.status, err.error ?? 'http_error', err.message ?? response.statusText, data);
  }
  return data as T;
}

/** A file from the API (e.g. a backup) with the signed-in user's token; errors as ApiError. */
export async function apiDownload(path: string): Promise<Blob> {
  const accessToken = await getAccessToken();
  const response = await fetch(path, { headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} }).catch(() => {
    throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  });
  if (!response.ok) throw new ApiError(response.status, 'http_error', response.statusText);
  return response.blob();
}
