import type { z } from 'zod';

/** The one way the web app talks to our API: JSON in, JSON out, errors as ApiError. */
/** The code of an error answer that named none of the shop's own (a proxy's page, a bare status). */
export const HTTP_ERROR_CODE = 'http_error';

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

/**
 * What an answer must look like: one of core's response schemas, or a function that imports it.
 * Public pages pass the function, so zod and the schemas stay out of their bundles: production
 * never calls it, development loads it to check every answer. `null`: the body is not read.
 */
export type ResponseContract<S extends z.ZodType> = S | (() => Promise<S>) | null;

/** Checks an answer against its contract (development only): drift shows up at once. */
async function checkContract(
  path: string,
  contract: ResponseContract<z.ZodType>,
  data: unknown,
  status: number,
): Promise<void> {
  if (!contract) return;
  const schema = typeof contract === 'function' ? await contract() : contract;
  const result = schema.safeParse(data);
  if (!result.success) {
    console.error(`The answer of ${path} does not match its contract`, result.error.issues);
    throw new ApiError(
      status,
      'contract_mismatch',
      `The answer of ${path} does not match its contract`,
      result.error.issues,
    );
  }
}

/** Calls the API; the answer's type is the contract's output type (what core's schema says). */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  contract: ResponseContract<S>,
  options: ApiOptions = {},
): Promise<z.output<S>> {
  const { body, token, headers, ...init } = options;
  const accessToken = token === undefined ? await getAccessToken() : token;
  const finalHeaders = new Headers(headers);
  finalHeaders.set('accept', 'application/json');
  if (body !== undefined && !(body instanceof FormData))
    finalHeaders.set('content-type', 'application/json');
  if (accessToken) finalHeaders.set('authorization', `Bearer ${accessToken}`);
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: finalHeaders,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your connection and try again.',
    );
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
    throw new ApiError(
      response.status,
      err.error ?? HTTP_ERROR_CODE,
      err.message ?? response.statusText,
      data,
    );
  }
  if (import.meta.env.DEV) await checkContract(path, contract, data, response.status);
  return data as z.output<S>;
}

/** A file from the API (e.g. a backup) with the signed-in user's token; errors as ApiError. */
export async function apiDownload(path: string): Promise<Blob> {
  const accessToken = await getAccessToken();
  const response = await fetch(path, {
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  }).catch(() => {
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your connection and try again.',
    );
  });
  if (!response.ok) throw new ApiError(response.status, HTTP_ERROR_CODE, response.statusText);
  return response.blob();
}
