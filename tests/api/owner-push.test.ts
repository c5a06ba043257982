import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema/operations';
import { waitFor } from '../support/auth-api';
import { startPushService, type PushService } from '../support/push-service';
import { useTestApp } from '../support/test-app';
import { adminApi, useTestUser } from '../support/test-users';

// Decision 176: pushes reach a real push service (web-push-testing decrypts what it receives),
// after the commit of what they tell; a subscription the service says is gone is removed.
let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => service?.close());
const t = useTestApp();
const owner = useTestUser(t, { role: 'admin' });
const customer = useTestUser(t);

let nextAddress = 1;
const sendMessage = (subject: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'x-forwarded-for': `203.0.113.${100 + nextAddress++}` },
    payload: { name: 'Ada', email: 'ada@example.com', subject, message: 'Hello there' },
  });

describe("pushes to the owner's devices", () => {
  let device: Awaited<ReturnType<PushService['subscribe']>>;

  it('gives the VAPID key, the same every time, and subscribes a device', async () => {
    const api = adminApi(t, owner);
    const status = await api('GET', '/push');
    expect(status.statusCode).toBe(200);
    const { publicKey } = status.json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    expect((await api('GET', '/push')).json().publicKey).toBe(publicKey);
    device = await service.subscribe(publicKey);
    const saved = await api('POST', '/push/subscriptions', {
      endpoint: device.endpoint,
      keys: device.keys,
    });
    expect(saved.statusCode).toBe(204);
    expect((await api('GET', '/push')).json().devices).toBe(1);
    // Only the owner subscribes; nonsense is refused.
    const asCustomer = await adminApi(t, customer)('POST', '/push/subscriptions', {
      endpoint: device.endpoint,
      keys: device.keys,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(
      (await api('POST', '/push/subscriptions', { endpoint: 'javascript:x', keys: device.keys }))
        .statusCode,
    ).toBe(400);
  });

  it('pushes a new message to the device after it is stored', async () => {
    expect((await sendMessage('Dragon in blue?')).statusCode).toBe(201);
    const messages = await waitFor(async () => {
      const got = await service.messages(device.clientHash);
      return got.length > 0 && got;
    });
    const push = JSON.parse(String(messages[0]));
    expect(push).toMatchObject({
      title: 'New message from Ada',
      body: 'Dragon in blue?',
      url: '/admin/inbox',
    });
  });

  it('removes a subscription its push service says is gone', async () => {
    await service.expire(device.clientHash);
    expect((await sendMessage('Anyone there?')).statusCode).toBe(201);
    await waitFor(async () => {
      const rows = await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, device.endpoint));
      return rows.length === 0;
    });
    expect((await adminApi(t, owner)('GET', '/push')).json().devices).toBe(0);
  });

  it('unsubscribes a device on request', async () => {
    const api = adminApi(t, owner);
    const other = await service.subscribe((await api('GET', '/push')).json().publicKey);
    await api('POST', '/push/subscriptions', { endpoint: other.endpoint, keys: other.keys });
    expect((await api('GET', '/push')).json().devices).toBe(1);
    expect((await api('POST', '/push/unsubscribe', { endpoint: other.endpoint })).statusCode).toBe(
      204,
    );
    expect((await api('GET', '/push')).json().devices).toBe(0);
  });
});
