import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe endpoints the shop calls (decision 131), speaking Stripe's
 * real HTTP protocol so the official SDK can be pointed at it (`STRIPE_API_BASE`):
 * form-encoded bracket parameters, a bearer secret key, `Idempotency-Key` replay (and Stripe's
 * refusal of a key reused with other parameters), and Stripe's error JSON
 * `{ error: { type, message, code?, param? } }`. Webhooks are signed with the SDK's own
 * `webhooks.generateTestHeaderString`. It also serves a minimal hosted Checkout page (a Pay
 * button) for the browser test. Tests only: never imported by src/.
 */

export type FakeSession = {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  payment_intent: string | null;
  mode: string;
};

type Charge = {
  id: string;
  object: 'charge';
  payment_intent: string;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
};

/** A signed event the fake made, and the shop's answer when the fake sent it. */
export type SentEvent = {
  body: string;
  signature: string;
  id: string;
  delivered?: { statusCode: number; body?: string };
};

export type WebhookDelivery = (
  body: string,
  signature: string,
) => Promise<{ statusCode: number; body?: string }>;

export type StripeFake = {
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  charges: Map<string, Charge>;
  /** Every API request the SDK made: method, path and parsed form. */
  requests: { method: string; path: string; params: Record<string, unknown> }[];
  /** Where signed events go (an in-process inject or a real URL). */
  setDelivery(deliver: WebhookDelivery): void;
  /**
   * Pays a session as the hosted page would; answers the signed event (sent unless told not to).
   * `evenIfClosed`: the customer's payment went through as the shop closed the session (the race
   * Stripe's expire call can lose).
   */
  completeSession(
    id: string,
    options?: { send?: boolean; evenIfClosed?: boolean },
  ): Promise<SentEvent>;
  /** Expires an open session as Stripe does at expires_at; answers the signed event. */
  expireSession(id: string, options?: { send?: boolean }): Promise<SentEvent>;
  /** A signed event of any type and object (e.g. a forged or a foreign one). */
  signEvent(
    type: string,
    object: unknown,
    secret?: string,
  ): { body: string; signature: string; id: string };
  /** Waits for the events the fake sent by itself to be delivered. */
  idle(): Promise<void>;
  /** Makes the API fail (503) until called with false: Stripe unreachable. */
  failApi(fail: boolean): void;
  /**
   * Until called with false, delivers a refund's charge.refunded before answering the refund, as
   * Stripe may: its webhook can reach the shop before the refund call returns.
   */
  refundEventsFirst(first: boolean): void;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** `a[b][0][c]=1` pairs into nested objects and arrays, as Stripe reads them. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = [
      key.replace(/\[.*$/, ''),
      ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!),
    ];
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const stripeError = (
  res: ServerResponse,
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify({ error: { type, message, ...extra } }));
};

export async function startStripeFake(): Promise<StripeFake> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe(secretKey);
  const sessions = new Map<string, FakeSession>();
  const charges = new Map<string, Charge>();
  const requests: StripeFake['requests'] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  let deliver: WebhookDelivery = async () => ({ statusCode: 599 });
  let failing = false;
  let refundEventFirst = false;
  /** Events the fake sends by itself (charge.refunded), until delivered. */
  const pending = new Set<Promise<void>>();
  let base = '';

  const signEvent: StripeFake['signEvent'] = (type, object, secret = webhookSecret) => {
    const eventId = id('evt');
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret });
    return { body, signature, id: eventId };
  };
  const send = async (type: string, object: unknown, sendIt: boolean) => {
    const event = signEvent(type, object);
    if (!sendIt) return event;
    return { ...event, delivered: await deliver(event.body, event.signature) };
  };

  const completeSession: StripeFake['completeSession'] = async (sessionId, options = {}) => {
    const session = sessions.get(sessionId);
    if (!session || (session.status !== 'open' && !options.evenIfClosed))
      throw new Error(`session ${sessionId} is not open`);
    const intent = id('pi');
    const charge: Charge = {
      id: id('ch'),
      object: 'charge',
      payment_intent: intent,
      amount: session.amount_total,
      amount_refunded: 0,
      refunded: false,
    };
    charges.set(charge.id, charge);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent,
      url: null,
    });
    return send('checkout.session.completed', { ...session }, options.send !== false);
  };
  const expireSession: StripeFake['expireSession'] = async (sessionId, options = {}) => {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    Object.assign(session, { status: 'expired', url: null });
    return send('checkout.session.expired', { ...session }, options.send !== false);
  };

  /** One API call; answers status and JSON body (kept for an Idempotency-Key replay). */
  const api = async (method: string, path: string, params: Record<string, unknown>) => {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lines = (params.line_items ?? []) as {
        quantity?: string;
        price_data?: { unit_amount?: string; currency?: string };
      }[];
      if (lines.length === 0 || !params.success_url)
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              message: 'Missing required param: line_items.',
              param: 'line_items',
            },
          },
        ] as const;
      const session: FakeSession = {
        id: id('cs'),
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        url: null,
        amount_total: lines.reduce(
          (sum, l) => sum + Number(l.price_data?.unit_amount) * Number(l.quantity ?? 1),
          0,
        ),
        currency: lines[0]?.price_data?.currency ?? 'usd',
        metadata: (params.metadata ?? {}) as Record<string, string>,
        client_reference_id: (params.client_reference_id as string) ?? null,
        customer_email: (params.customer_email as string) ?? null,
        success_url: String(params.success_url),
        cancel_url: String(params.cancel_url),
        expires_at: Number(params.expires_at ?? Math.floor(Date.now() / 1000) + 86_400),
        payment_intent: null,
        mode: String(params.mode),
      };
      session.url = `${base}/pay/${session.id}`;
      sessions.set(session.id, session);
      return [200, session] as const;
    }
    if ((m = path.match(/^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/))) {
      const session = sessions.get(m[1]!);
      if (!session)
        return [
          404,
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such checkout.session: '${m[1]}'`,
            },
          },
        ] as const;
      if (method === 'GET' && !m[2]) return [200, session] as const;
      if (method === 'POST' && m[2]) {
        if (session.status !== 'open')
          return [
            400,
            {
              error: {
                type: 'invalid_request_error',
                message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
              },
            },
          ] as const;
        Object.assign(session, { status: 'expired', url: null });
        return [200, session] as const;
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const charge = [...charges.values()].find((c) => c.payment_intent === params.payment_intent);
      if (!charge)
        return [
          404,
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such payment_intent: '${String(params.payment_intent)}'`,
            },
          },
        ] as const;
      const amount =
        params.amount === undefined
          ? charge.amount - charge.amount_refunded
          : Number(params.amount);
      if (amount <= 0 || charge.amount_refunded + amount > charge.amount)
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((charge.amount - charge.amount_refunded) / 100).toFixed(2)})`,
            },
          },
        ] as const;
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        status: 'succeeded',
        metadata: params.metadata ?? {},
      };
      // Stripe tells the shop of every refund, its own included; sent after the answer, or
      // before it (refundEventsFirst).
      if (refundEventFirst) {
        await send('charge.refunded', { ...charge }, true).catch(() => undefined);
        return [200, refund] as const;
      }
      const later = new Promise<void>((resolve) =>
        setTimeout(() => {
          void send('charge.refunded', { ...charge }, true)
            .catch(() => undefined)
            .finally(() => {
              pending.delete(later);
              resolve();
            });
        }, 0),
      );
      pending.add(later);
      return [200, refund] as const;
    }
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        },
      },
    ] as const;
  };

  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const hostedPage = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const m = path.match(/^\/pay\/([\w]+)(\/complete)?$/);
    const session = m ? sessions.get(m[1]!) : undefined;
    if (!session || session.status !== 'open') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<p>This checkout has ended.</p>');
      return;
    }
    if (req.method === 'POST' && m![2]) {
      await completeSession(session.id);
      res.writeHead(303, { location: session.success_url }).end();
      return;
    }
    const amount = (session.amount_total / 100).toFixed(2);
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><title>Pay - fake Stripe Checkout</title></head><body>` +
          `<main><h1>Pay $${amount}</h1><form method="post" action="/pay/${session.id}/complete">` +
          `<button type="submit">Pay</button></form><a href="${session.cancel_url}">Back</a></main></body></html>`,
      );
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname.startsWith('/pay/')) return hostedPage(req, res, url.pathname);
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
      if (failing) return stripeError(res, 503, 'api_error', 'The fake is unreachable on purpose.');
      const raw = await readBody(req);
      const params =
        req.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(raw);
      requests.push({ method: req.method!, path: url.pathname, params });
      const key = req.headers['idempotency-key'];
      const fingerprint = createHash('sha256')
        .update(`${req.method} ${url.pathname} ${raw}`)
        .digest('hex');
      if (typeof key === 'string' && req.method === 'POST') {
        const seen = idempotent.get(key);
        if (seen && seen.fingerprint !== fingerprint)
          return stripeError(
            res,
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          );
        if (seen) {
          res.writeHead(seen.status, {
            'content-type': 'application/json',
            'idempotent-replayed': 'true',
          });
          return res.end(seen.body);
        }
      }
      const [status, body] = await api(req.method!, url.pathname, params);
      const text = JSON.stringify(body);
      if (typeof key === 'string' && req.method === 'POST')
        idempotent.set(key, { fingerprint, status, body: text });
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(text);
    })().catch((error: unknown) => stripeError(res, 500, 'api_error', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiBase: base,
    secretKey,
    webhookSecret,
    sessions,
    charges,
    requests,
    setDelivery: (d) => {
      deliver = d;
    },
    completeSession,
    expireSession,
    signEvent,
    idle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    failApi: (fail) => {
      failing = fail;
    },
    refundEventsFirst: (first) => {
      refundEventFirst = first;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
