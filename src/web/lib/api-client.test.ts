import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiFetch } from './api-client';

const answer = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
const product = z.object({ id: z.string(), price: z.string() });

afterEach(() => vi.restoreAllMocks());

describe('apiFetch(path, schema) in development', () => {
  it('returns an answer that matches its contract', async () => {
    answer({ id: 'p1', price: '19.99' });
    await expect(apiFetch('/api/x', product)).resolves.toEqual({ id: 'p1', price: '19.99' });
  });

  it('refuses an answer that drifted from its contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ id: 'p1', price: 19.99 });
    const error = await apiFetch('/api/x', product).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('contract_mismatch');
  });

  it('loads a lazy contract only to check the answer', async () => {
    answer([{ id: 'p1', price: 'x' }]);
    const loader = vi.fn(async () => z.array(product));
    await apiFetch('/api/x', loader);
    expect(loader).toHaveBeenCalledOnce();
  });

  it('reads no contract for a null one, and errors stay ApiErrors with the server message', async () => {
    answer({ error: 'not_found', message: 'Order not found' }, 404);
    const error = await apiFetch('/api/x', null).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Order not found' });
  });
});
