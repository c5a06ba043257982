import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '#core/auth/session';
import { SESSION_STORAGE_KEY } from '#core/auth/session-key';
import { createAuthClient, type AuthChangeEvent } from './auth-client';

// Node has no DOM: a Map-backed localStorage and a bare document are enough for the client.
class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key = (i: number) => [...this.map.keys()][i] ?? null;
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
  clear = () => this.map.clear();
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const session = (overrides: Partial<Session> = {}): Session => ({
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 3600,
  expires_at: nowSeconds() + 3600,
  token_type: 'bearer',
  user: {
    id: 'u1',
    email: 'a@b.co',
    email_confirmed_at: null,
    created_at: '2026-01-01T00:00:00Z',
    user_metadata: {},
    role: 'customer',
  },
  ...overrides,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('document', {
    visibilityState: 'visible',
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function record(client: ReturnType<typeof createAuthClient>) {
  const events: AuthChangeEvent[] = [];
  client.onAuthStateChange((event) => events.push(event));
  return events;
}

describe('authClient', () => {
  it('restores a stored session that is not due without any call', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session()));
    const client = createAuthClient();
    const events = record(client);
    await client.initialize();
    expect(events).toEqual(['INITIAL_SESSION']);
    expect(client.getSession()?.access_token).toBe('access-1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes a stored session with 90 s or less left before reporting it', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify(session({ expires_at: nowSeconds() + 60 })),
    );
    fetchMock.mockResolvedValueOnce(
      json(200, session({ access_token: 'access-2', refresh_token: 'refresh-2' })),
    );
    const client = createAuthClient();
    const events = record(client);
    await client.initialize();
    expect(events).toEqual(['TOKEN_REFRESHED', 'INITIAL_SESSION']);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ refresh_token: 'refresh-1' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).refresh_token).toBe('refresh-2');
  });

  it('retries a 503 and a network failure after 200 ms, then 400 ms', async () => {
    vi.useFakeTimers();
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify(session({ expires_at: nowSeconds() + 5 })),
    );
    fetchMock
      .mockResolvedValueOnce(json(503, { error: 'unavailable', message: 'down' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, session({ access_token: 'access-3' })));
    const client = createAuthClient();
    const done = client.initialize();
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    await done;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(client.getSession()?.access_token).toBe('access-3');
  });

  it('checks every 30 s and refreshes once 90 s or less remain', async () => {
    vi.useFakeTimers();
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify(session({ expires_at: nowSeconds() + 125 })),
    );
    fetchMock.mockResolvedValueOnce(
      json(200, session({ access_token: 'access-2', expires_at: nowSeconds() + 3600 })),
    );
    const client = createAuthClient();
    await client.initialize();
    const stop = client.startAutoRefresh();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getSession()?.access_token).toBe('access-2');
    stop();
  });

  it('signs out locally when the refresh token is refused', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify(session({ expires_at: nowSeconds() + 5 })),
    );
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createAuthClient();
    const events = record(client);
    await client.initialize();
    expect(events).toEqual(['SIGNED_OUT', 'INITIAL_SESSION']);
    expect(client.getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('follows another tab through storage events', async () => {
    const client = createAuthClient();
    await client.initialize();
    const events = record(client);
    const signedIn = JSON.stringify(session());
    client.handleStorageEvent({ key: SESSION_STORAGE_KEY, newValue: signedIn } as StorageEvent);
    client.handleStorageEvent({
      key: SESSION_STORAGE_KEY,
      newValue: JSON.stringify(session({ access_token: 'access-9' })),
    } as StorageEvent);
    client.handleStorageEvent({ key: 'theme', newValue: 'light' } as StorageEvent);
    client.handleStorageEvent({ key: SESSION_STORAGE_KEY, newValue: null } as StorageEvent);
    expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT']);
  });

  it('clears stored auth keys before signing in', async () => {
    localStorage.setItem('sb-old-project-auth-token', 'stale');
    localStorage.setItem('theme', 'dark');
    fetchMock.mockImplementationOnce(async () => {
      expect(localStorage.getItem('sb-old-project-auth-token')).toBeNull();
      return json(200, session());
    });
    const client = createAuthClient();
    const events = record(client);
    await client.signInWithPassword('a@b.co', 'secret1');
    expect(events).toEqual(['SIGNED_IN']);
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('removes the stored keys before signing out globally, and only logs a failed sign-out', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session()));
    const client = createAuthClient();
    await client.initialize();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementationOnce(async (url: string, init: RequestInit) => {
      expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
      expect(url).toBe('/api/auth/logout?scope=global');
      expect(new Headers(init.headers).get('authorization')).toBe('Bearer access-1');
      throw new TypeError('Failed to fetch');
    });
    await client.signOut();
    expect(client.getSession()).toBeNull();
    expect(error).toHaveBeenCalledWith('sign-out failed', expect.anything());
  });
});
