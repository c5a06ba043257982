import { createRequire } from 'node:module';

/** The part of the `web-push` library the shop uses (it ships no types). */
type WebPushLibrary = {
  generateVAPIDKeys(): { publicKey: string; privateKey: string };
  generateRequestDetails(
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
    payload: string,
    options: {
      vapidDetails: { subject: string; publicKey: string; privateKey: string };
      TTL: number;
      urgency: 'very-low' | 'low' | 'normal' | 'high';
    },
  ): { method: string; headers: Record<string, string | number>; body: Buffer; endpoint: string };
};

const webPush = createRequire(import.meta.url)('web-push') as WebPushLibrary;

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushOutcome = 'sent' | 'gone' | 'failed';

export const generateVapidKeys = () => webPush.generateVAPIDKeys();

/**
 * Sends one push to a subscription's push service: the library encrypts it (RFC 8291, aes128gcm)
 * and signs the VAPID header; the request itself goes through fetch, which also speaks plain
 * HTTP to a push service on this machine (the tests'). A push service answering 404 or 410 has
 * dropped the subscription: `gone`. Bounded: 10 s a request, kept by the push service at most a
 * day for a device that is off.
 */
export async function sendPush(
  vapid: VapidKeys,
  target: PushTarget,
  payload: string,
): Promise<{ outcome: PushOutcome; status?: number }> {
  try {
    const request = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { vapidDetails: vapid, TTL: 86_400, urgency: 'high' },
    );
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: new Uint8Array(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    await answer.body?.cancel();
    if (answer.ok) return { outcome: 'sent', status: answer.status };
    return {
      outcome: answer.status === 404 || answer.status === 410 ? 'gone' : 'failed',
      status: answer.status,
    };
  } catch {
    return { outcome: 'failed' };
  }
}
