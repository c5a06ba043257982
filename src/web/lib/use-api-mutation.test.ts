import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  apiMutationOptions,
  clientErrorOr,
  type ApiMutationOptions,
  type ReportProgress,
} from './use-api-mutation';

/** Runs one mutation through React Query's own observer; returns the toasts sonner received. */
async function run<V, R>(
  fn: (v: V, progress: ReportProgress) => Promise<R>,
  options: ApiMutationOptions<V, R>,
  variables: V,
  queryClient = new QueryClient(),
  showProgress?: (fraction: number | null) => void,
) {
  const { toast } = await import('sonner');
  const before = toast.getHistory().length;
  const observer = new MutationObserver(
    queryClient,
    apiMutationOptions(queryClient, fn, options, showProgress),
  );
  await observer.mutate(variables).catch(() => undefined);
  // The lazy toast module hands each toast to sonner after its import resolves.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return toast.getHistory().slice(before) as {
    title?: unknown;
    description?: unknown;
    type?: string;
  }[];
}

const refused = () => Promise.reject(new ApiError(400, 'invalid_credentials', 'Invalid password'));

describe('apiMutationOptions', () => {
  it("titles a failure 'Error' (SPEC §8) with the chosen text", async () => {
    const toasts = await run(refused, { failure: 'Could not save', invalidate: [] }, 1);
    expect(toasts.map((t) => [t.type, t.title, t.description])).toEqual([
      ['error', 'Error', 'Could not save'],
    ]);
  });

  it('names what did not happen when the page gives a failure title, and hands the error on', async () => {
    const seen: unknown[] = [];
    const toasts = await run(
      refused,
      {
        failureTitle: 'Email not changed',
        failure: (error) => error.message,
        invalidate: [],
        onError: (error) => seen.push(error),
      },
      1,
    );
    expect(toasts.map((t) => [t.type, t.title, t.description])).toEqual([
      ['error', 'Email not changed', 'Invalid password'],
    ]);
    expect(seen).toHaveLength(1);
  });

  it('shows no toast for a success the page reports itself', async () => {
    expect(await run(async () => 'done', { invalidate: [] }, 1)).toEqual([]);
  });

  it('shows no toast for an answer the success text leaves to the page', async () => {
    const shown = await run(
      async () => ({ redirect: true }),
      {
        success: (_, answer) => (answer.redirect ? null : 'Done'),
        invalidate: [],
      },
      1,
    );
    expect(shown).toEqual([]);
  });

  it('titles a failure itself when the text names one, from the error and the variables', async () => {
    const toasts = await run(
      refused,
      {
        failure: (error, name: string) => ({
          title: `${name} refused`,
          description: error.message,
        }),
        invalidate: [],
      },
      'Code',
    );
    expect(toasts.map((t) => [t.type, t.title, t.description])).toEqual([
      ['error', 'Code refused', 'Invalid password'],
    ]);
  });

  it('shows no failure toast when the text answers null, and still hands the error on', async () => {
    const seen: unknown[] = [];
    const toasts = await run(
      refused,
      { failure: () => null, invalidate: [], onError: (error) => seen.push(error) },
      1,
    );
    expect(toasts).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it("passes on an upload's progress, each request starting from none", async () => {
    for (const outcome of ['answered', 'refused'] as const) {
      const shown: (number | null)[] = [];
      await run(
        async (_: number, progress) => {
          progress(0);
          progress(0.5);
          progress(1);
          if (outcome === 'refused') throw new ApiError(413, 'too_large', 'Too large');
          return 'model';
        },
        { invalidate: [] },
        1,
        new QueryClient(),
        (fraction) => shown.push(fraction),
      );
      expect(shown, outcome).toEqual([null, 0, 0.5, 1]);
    }
  });

  it('names the write, so the uploads of one uploader still in flight can be counted', async () => {
    const queryClient = new QueryClient();
    let finish = () => {};
    const options = apiMutationOptions(
      queryClient,
      () => new Promise<void>((resolve) => (finish = resolve)),
      { invalidate: [], mutationKey: ['catalog', 'product-image', 'a'] },
    );
    const done = new MutationObserver(queryClient, options).mutate(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.isMutating({ mutationKey: ['catalog', 'product-image', 'a'] })).toBe(1);
    expect(queryClient.isMutating({ mutationKey: ['catalog', 'product-image', 'b'] })).toBe(0);
    finish();
    await done;
    expect(queryClient.isMutating({ mutationKey: ['catalog', 'product-image', 'a'] })).toBe(0);
  });

  it('reports no fraction for a request that tells none', async () => {
    const shown: (number | null)[] = [];
    await run(
      async () => 'done',
      { invalidate: [] },
      1,
      new QueryClient(),
      (f) => shown.push(f),
    );
    expect(shown).toEqual([null]);
  });

  it('fails at once while the browser says it is offline, with its toast', async () => {
    onlineManager.setOnline(false);
    try {
      const toasts = await run(
        () => Promise.reject(new TypeError('Failed to fetch')),
        { failure: 'Could not send', invalidate: [] },
        1,
      );
      expect(toasts.map((t) => [t.type, t.title, t.description])).toEqual([
        ['error', 'Error', 'Could not send'],
      ]);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('toasts success, then marks the named queries stale', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['auth', 'sessions'], 1);
    queryClient.setQueryData(['other'], 1);
    const toasts = await run(
      async (n: number) => n * 2,
      { success: (n, r) => `${n} became ${r}`, invalidate: [['auth', 'sessions']] },
      2,
      queryClient,
    );
    expect(toasts.map((t) => [t.type, t.title])).toEqual([['success', '2 became 4']]);
    expect(queryClient.getQueryState(['auth', 'sessions'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['other'])?.isInvalidated).toBe(false);
  });
});

describe('clientErrorOr', () => {
  const pick = clientErrorOr('Failed to read the file');

  it("shows the server's own words for a refusal and for a busy shop", () => {
    expect(pick(new ApiError(413, 'csv_too_slow', 'Split the file.'))).toBe('Split the file.');
    expect(pick(new ApiError(503, 'csv_import_busy', 'Try again in a minute.'))).toBe(
      'Try again in a minute.',
    );
  });

  it('keeps its own text for a server fault, a proxy 503 and an error that is not the API', () => {
    expect(pick(new ApiError(500, 'internal_error', 'Internal Server Error'))).toBe(
      'Failed to read the file',
    );
    expect(pick(new ApiError(503, 'http_error', 'Service Unavailable'))).toBe(
      'Failed to read the file',
    );
    expect(pick(new Error('boom'))).toBe('Failed to read the file');
  });
});
