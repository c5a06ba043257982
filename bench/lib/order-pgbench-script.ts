import type { FixedStatement } from '../../src/db/fixed-statement';
import { findSession } from '../../src/server/auth/session-guard';
import { findProductsForLines, takeStock } from '../../src/server/checkout/resolve-order-lines';
import { findShippingRate, insertOrder, insertOrderItems } from '../../src/server/checkout/order-statements';
import { hitWindow } from '../../src/server/lib/postgres-rate-limiter';
import { insertEvent } from '../../src/server/outbox/domain-event';

/**
 * The statements one placed order costs the database through the API (PostgreSQL engine), as a
 * pgbench custom script, so `npm run bench:ops` can set the API's orders/s beside the database's
 * own limit on the same work (issue 16). The order path's statements are the API's own fixed
 * texts (decision 030), their parameters filled in by `filled`, and pgbench runs them with
 * `-M prepared`, as the API does (each connection parses and plans a statement once):
 *   auth plugin → session-guard.ts (one lookup per request)
 *   order route → postgres-rate-limiter.ts (the order budget's upsert, one key per client)
 *   place-order.ts → lines, rate, order, items, stock (one update per line), outbox event
 *   outbox-dispatcher.ts → claim, the settings (with the owner e-mail), then ONE statement that
 *     writes the confirmation mail and marks the event done (decision 028; after the answer, but
 *     the same database). The API claims and reads the settings once per dispatch run, which
 *     serves every order noted meanwhile, and builds these with Drizzle, unprepared; the script
 *     does all of them for every order, prepared, so pgbench does at least the API's work per order.
 * A fifth of the orders have a second line, like bench/checkout.ts (there it is the product that
 * sells out; here a second deep-stock product, since pgbench cannot branch on a refusal).
 * pgbench sends each :name as a parameter: the -D values are bare (no SQL quotes).
 */

/**
 * A fixed statement's text with each $n replaced by what pgbench should send there: a pgbench
 * variable (`:name`), or a literal for what the API sends as a parameter but the bench keeps fixed.
 */
export function filled(statement: FixedStatement, values: readonly string[]): string {
  return statement.text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = values[Number(n) - 1];
    if (value === undefined) throw new Error(`${statement.name}: no value for $${n}`);
    return value;
  });
}

/**
 * JSON as a SQL literal that pgbench leaves alone: in prepared mode it takes every `:name` as a
 * variable, string literals included, so key separators get a space after them and a colon inside
 * a string value (a time, a URL) is written as the \u003a escape, which jsonb reads back as ':'.
 */
const jsonLiteral = (value: unknown) =>
  `'${JSON.stringify(value).replace(/":/g, '": ').replace(/:(?=[A-Za-z0-9_])/g, '\\u003a').replace(/'/g, "''")}'`;

const address = `${jsonLiteral({ firstName: 'Bench', lastName: 'Customer', address: '1 Benchmark Way', city: 'Austin', state: 'TX', zipCode: '78701', country: 'US' })}::jsonb`;
/** An order.placed payload of the size the API writes (the order view with its items). */
const payload = (items: number) =>
  `${jsonLiteral({
    order: {
      id: '00000000-0000-4000-8000-000000000000', orderNumber: 'ORD-20260101-000001', status: 'confirmed', paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled', customerEmail: 'bench@example.com', customerName: 'Bench Customer', customerPhone: null,
      billingAddress: { firstName: 'Bench', lastName: 'Customer', address: '1 Benchmark Way', city: 'Austin', state: 'TX', zipCode: '78701', country: 'US' },
      shippingAddress: { firstName: 'Bench', lastName: 'Customer', address: '1 Benchmark Way', city: 'Austin', state: 'TX', zipCode: '78701', country: 'US' },
      subtotal: '12.50', discountAmount: '0.00', shippingAmount: '5.99', taxAmount: '1.06', total: '19.55', discountCode: null,
      shippingRateName: 'Standard', trackingNumber: null, trackingUrl: null, shippedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
      items: Array.from({ length: items }, (_, i) => ({ id: '00000000-0000-4000-8000-00000000000' + i, productId: '00000000-0000-4000-8000-000000000001', productName: `Bench Fidget ${i + 1}`, sku: 'BENCH-1', image: '/images/products/bench.svg', quantity: 1, price: '12.50', total: '12.50' })),
    },
    lines: Array.from({ length: items }, (_, i) => ({ productId: '00000000-0000-4000-8000-000000000001', name: `Bench Fidget ${i + 1}`, sku: 'BENCH-1', quantity: 1 })),
  })}::jsonb`;
const mailText = `${'Hi Bench,\n\nThank you for your order ORD-20260101-000001. It has been confirmed and paid.\n\n1 × Bench Fidget 1 — $12.50\n\nSubtotal: $12.50\nShipping (Standard): $5.99\nTax: $1.06\nTotal: $19.55\n\nShipping to:\nBench Customer\n1 Benchmark Way\nAustin, TX 78701\nUS\n\nYour orders: http://127.0.0.1/orders\n\nLayerworks 3D'}`;
/** The confirmation mail as the dispatcher sends it: one JSON parameter of mail rows. */
const mailRows = jsonLiteral([{ to: 'bench@example.com', subject: 'Order ORD-20260101-000001 confirmed', text: mailText, html: null, kind: 'order_confirmation' }]);

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** The items of one order as the API sends them: one array per column (ids made per order here). */
const items = (products: string[]) =>
  filled(insertOrderItems, [
    ':o_id',
    `array[${products.map(() => 'gen_random_uuid()').join(', ')}]`,
    `array[${products.join(', ')}]::uuid[]`,
    quoted(`{${products.map(() => '"Bench Fidget"').join(',')}}`),
    quoted(`{${products.map(() => 'BENCH-1').join(',')}}`),
    quoted(`{${products.map(() => '/images/products/bench.svg').join(',')}}`),
    quoted(`{${products.map(() => '1').join(',')}}`),
    quoted(`{${products.map(() => '12.50').join(',')}}`),
    quoted(`{${products.map(() => '12.50').join(',')}}`),
  ]);
const order = filled(insertOrder, [
  ':userid', quoted('bench@example.com'), quoted('Bench Customer'), 'NULL', address,
  '12.50', '0', '5.99', '1.06', '19.55', 'NULL', 'NULL', ':rate', quoted('Standard'), 'NULL',
]);
const event = (lines: number) => filled(insertEvent, [quoted('order.placed'), payload(lines)]);

/** The variables the script may name: pgbench's own, its \\set and \\gset ones, and the -D ones bench/operations.ts passes. */
const VARIABLES = new Set(['client_id', 'second', 'o_id', 'e_id', 'session', 'userid', 'rate', 'producta', 'productb', 'ids1', 'ids2']);

export function orderPgbenchScript(): string {
  const script = scriptText();
  // A stray `:word` in a literal would become a parameter in prepared mode and fail the run.
  for (const [, name] of script.matchAll(/(?<!:):([A-Za-z0-9_]+)/g))
    if (!VARIABLES.has(name!)) throw new Error(`order pgbench script: ':${name}' is not one of its variables`);
  return script;
}

function scriptText(): string {
  return `\\set second random(1, 5)
${filled(findSession, [':session', ':userid'])};
${filled(hitWindow, [`'order-place/bench-' || :client_id::text`, '600', '1000000'])};
BEGIN;
\\if :second = 1
${filled(findProductsForLines, [':ids2'])};
\\else
${filled(findProductsForLines, [':ids1'])};
\\endif
${filled(findShippingRate, [':rate'])};
${order} \\gset o_
\\if :second = 1
${items([':producta', ':productb'])};
${filled(takeStock, [':producta', '1'])};
${filled(takeStock, [':productb', '1'])};
${event(2)} \\gset e_
\\else
${items([':producta'])};
${filled(takeStock, [':producta', '1'])};
${event(1)} \\gset e_
\\endif
COMMIT;
UPDATE outbox_events SET attempts = attempts + 1, next_attempt_at = now() + interval '1 minute' WHERE id IN (SELECT id FROM outbox_events WHERE dispatched_at IS NULL AND next_attempt_at <= now() AND id IN (:e_id) ORDER BY created_at LIMIT 50 FOR UPDATE SKIP LOCKED) RETURNING id, type, payload, attempts;
SELECT * FROM settings WHERE key IN ('general', 'tax', 'notifications', 'shipping');
SELECT u.email FROM user_roles r INNER JOIN users u ON u.id = r.user_id WHERE r.role = 'admin' ORDER BY r.created_at LIMIT 1;
WITH done AS (UPDATE outbox_events SET dispatched_at = now(), last_error = NULL WHERE id = :e_id RETURNING id), written AS (INSERT INTO mail_outbox (id, "to", subject, text, html, kind, event_id) SELECT gen_random_uuid(), m."to", m.subject, m.text, m.html, m.kind, done.id FROM jsonb_to_recordset(${mailRows}::jsonb) AS m("to" text, subject text, text text, html text, kind text) CROSS JOIN done) SELECT count(*)::int AS done FROM done;
`;
}
