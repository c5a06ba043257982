import type { FixedStatement } from '../../src/db/fixed-statement';
import { findSession } from '../../src/server/auth/session-guard';
import { findProductsForLines, takeStock } from '../../src/server/checkout/resolve-order-lines';
import {
  findShippingRateAndTax,
  insertPlacedOrder,
} from '../../src/server/checkout/order-statements';
import { hitWindow } from '../../src/server/lib/postgres-rate-limiter';
import { markEventsDone } from '../../src/server/mail/mailer';
import { mailParts, type MailContent } from '../../src/core/mail/mail-content';
import { orderConfirmationMail, ownerNewOrderMail } from '../../src/core/mail/order-mails';
import type { OrderView } from '../../src/core/orders/order-responses';

/**
 * What placed orders cost the database through the API (PostgreSQL engine), as two pgbench
 * custom scripts, so `npm run bench:ops` can set the API's orders/s beside the database's own
 * limit on the same work. The order path's statements are the API's own fixed texts
 * (decision 043), their parameters filled in by `filled`, and pgbench runs them with
 * `-M prepared`, as the API does (each connection parses and plans a statement once):
 *   auth plugin → session-guard.ts (one lookup per request)
 *   order route → postgres-rate-limiter.ts (the order budget's upsert, one key per client)
 *   place-order.ts → lines, rate, stock (one update per line), then the order, its items and its
 *     outbox event in one statement
 *   outbox-dispatcher.ts → a run per batch of orders: the claim, the settings (with the owner's
 *     e-mail), the live events (one NOTIFY statement), then ONE statement with every event's
 *     mail and done mark. The API's run is built with Drizzle, unprepared, apart from that last one.
 * The order script runs ORDERS_PER_DISPATCH times as often as the dispatch one (pgbench weights).
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

/** Text as a SQL string literal. */
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
/**
 * JSON as a SQL literal that pgbench leaves alone: in prepared mode it takes every `:name` as a
 * variable, string literals included, so key separators get a space after them and a colon inside
 * a string value (a time, a URL) is written as the \u003a escape, which jsonb reads back as ':'.
 */
const jsonLiteral = (value: unknown) =>
  quoted(
    JSON.stringify(value)
      .replace(/":/g, '": ')
      .replace(/:(?=[A-Za-z0-9_])/g, '\\u003a'),
  );

const benchAddress = {
  firstName: 'Bench',
  lastName: 'Customer',
  address: '1 Benchmark Way',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'US',
};
const address = `${jsonLiteral(benchAddress)}::jsonb`;
/** The view the API sends for a new order ($17 of insertPlacedOrder): every field but the two the database adds. */
const view = (products: [product: string, variant: string][]) =>
  `(${jsonLiteral({
    id: '00000000-0000-4000-8000-000000000000',
    status: 'confirmed',
    paymentStatus: 'paid',
    fulfillmentStatus: 'unfulfilled',
    customerEmail: 'bench@example.com',
    customerName: 'Bench Customer',
    customerPhone: null,
    billingAddress: benchAddress,
    shippingAddress: benchAddress,
    subtotal: '12.50',
    discountAmount: '0.00',
    shippingAmount: '5.99',
    taxAmount: '1.06',
    printStartupAmount: '0.00',
    total: '19.55',
    discountCode: null,
    shippingRateName: 'Standard',
    trackingNumber: null,
    trackingUrl: null,
    shippedAt: null,
  })}::jsonb || jsonb_build_object('items', jsonb_build_array(${products
    .map(
      // Each item needs an id of its own (the API makes them); pgbench cannot, so the server does.
      ([product, variant], i) =>
        `jsonb_build_object('id', gen_random_uuid(), 'productId', ${product}::text, 'variantId', ${variant}::text, 'variantTitle', null, 'productName', 'Bench Fidget ${i + 1}', 'sku', 'BENCH-1', 'image', '/images/products/bench.svg', 'quantity', 1, 'price', '12.50', 'total', '12.50')`,
    )
    .join(', ')})))`;
/** The event's lines ($18), with the stock each product had left. */
const lines = (products: unknown[]) =>
  jsonLiteral(
    products.map((_, i) => ({
      productId: '00000000-0000-4000-8000-000000000001',
      name: `Bench Fidget ${i + 1}`,
      sku: 'BENCH-1',
      quantity: 1,
      stockAfter: 100,
    })),
  );
const placed = (products: [product: string, variant: string][]) =>
  filled(insertPlacedOrder, [
    'gen_random_uuid()',
    ':userid',
    quoted('bench@example.com'),
    quoted('Bench Customer'),
    'NULL',
    address,
    '12.50',
    '0',
    '5.99',
    '1.06',
    '19.55',
    'NULL',
    'NULL',
    ':rate',
    quoted('Standard'),
    'NULL',
    view(products),
    lines(products),
    'NULL',
    '0',
    'NULL',
    // How it is paid (decision 130): the spec's flow, as the no-payment mode writes it.
    quoted('confirmed'),
    quoted('paid'),
    quoted('none'),
    'NULL',
    'NULL',
  ]);
/**
 * The two mails the dispatcher writes for each new order (decisions 132, 144): the customer's
 * confirmation and the owner's "new order", their subject, text and content (the HTML is
 * rendered when a mail is sent), built here by the shop's own builders so their size is the
 * API's. Before decision 132 the API wrote one plain-text mail and so did this script; it kept
 * doing so after the API began writing two.
 */
const benchOrder: OrderView = {
  id: '00000000-0000-4000-8000-000000000000',
  orderNumber: 'ORD-20260101-000001',
  customerEmail: 'bench@example.com',
  customerName: 'Bench Customer',
  customerPhone: null,
  shippingAddress: benchAddress,
  billingAddress: benchAddress,
  deliveryMethod: 'shipping',
  pickup: null,
  subtotal: '12.50',
  discountAmount: '0.00',
  discountCode: null,
  shippingAmount: '5.99',
  shippingRateName: 'Standard',
  taxAmount: '1.06',
  printStartupAmount: '0.00',
  total: '19.55',
  refundedAmount: '0.00',
  status: 'confirmed',
  paymentStatus: 'paid',
  fulfillmentStatus: 'unfulfilled',
  paymentMethod: 'none',
  paymentInstructions: null,
  checkoutUrl: null,
  trackingNumber: null,
  trackingUrl: null,
  shippedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  items: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      productId: '00000000-0000-4000-8000-000000000001',
      productName: 'Bench Fidget 1',
      sku: 'BENCH-1',
      image: '/images/products/bench.svg',
      quantity: 1,
      price: '12.50',
      total: '12.50',
    },
  ],
};
const benchShop = { storeName: 'Layerworks 3D', publicUrl: 'http://127.0.0.1' };
/** Text as SQL with no ':' in it (prepared mode would take `:word` for a variable): base64, decoded by the database. */
const textSql = (text: string) =>
  `convert_from(decode('${Buffer.from(text, 'utf8').toString('base64')}', 'base64'), 'UTF8')`;
const mailRow = (to: string, kind: string, content: MailContent) => {
  const parts = mailParts(content);
  return `jsonb_build_object('id', gen_random_uuid(), 'event_id', id, 'to', ${quoted(to)}, 'subject', ${textSql(parts.subject)}, 'text', ${textSql(parts.text)}, 'content', ${textSql(JSON.stringify(parts.content))}::jsonb, 'reply_to', ${quoted('shop@example.com')}, 'kind', ${quoted(kind)})`;
};
const confirmationRow = mailRow(
  'bench@example.com',
  'order_confirmation',
  orderConfirmationMail(benchOrder, benchShop),
);
const ownerRow = mailRow(
  'owner@example.com',
  'owner_new_order',
  ownerNewOrderMail(benchOrder, benchShop),
);
/**
 * What a dispatch run leased a moment ago (the claim holds an event for a minute) and has not
 * marked yet: the events of the claim just before, as closely as pgbench can name a set of rows.
 */
const leased = `from outbox_events where dispatched_at is null and next_attempt_at > now() + interval '50 seconds'`;
/** Both mails of each leased event, as the dispatcher writes them: one JSON parameter of mail rows. */
const mailRows = `(select coalesce(jsonb_agg(m), '[]') from (select id ${leased}) e cross join lateral (values (${confirmationRow}), (${ownerRow})) as mails(m))`;
/**
 * An order's two live events as the bus sends them (order.created, stock.changed), on a channel of
 * their own: the API server of the same bench listens on the shop's, and would spend its CPU on
 * pgbench's notifications during pgbench's run (and after it, on those still queued).
 */
const notification = quoted(
  JSON.stringify({
    o: '00000000-0000-4000-8000-000000000000',
    e: {
      type: 'order.created',
      orderId: '00000000-0000-4000-8000-000000000000',
      orderNumber: 'ORD-20260101-000001',
      customerEmail: 'bench@example.com',
      total: '19.55',
    },
  }),
);

/** Orders placed per dispatch run: the API's own figure under this bench's load (4,337 orders in 271 runs). */
export const ORDERS_PER_DISPATCH = 16;

/** The variables the script may name: pgbench's own, its \\set and \\gset ones, and the -D ones bench/operations.ts passes. */
const VARIABLES = new Set([
  'client_id',
  'second',
  'session',
  'userid',
  'rate',
  'producta',
  'productb',
  'varianta',
  'variantb',
  'ids1',
  'ids2',
]);

/** A stray `:word` in a literal would become a parameter in prepared mode and fail the run. */
function checked(script: string): string {
  for (const [, name] of script.matchAll(/(?<!:):([A-Za-z0-9_]+)/g))
    if (!VARIABLES.has(name!))
      throw new Error(`order pgbench script: ':${name}' is not one of its variables`);
  return script;
}

/** One order request: the session guard, the order budget and the order transaction. */
export function orderPgbenchScript(): string {
  return checked(`\\set second random(1, 5)
${filled(findSession, [':session', ':userid'])};
${filled(hitWindow, [`'order-place/bench-' || :client_id::text`, '600', '1000000'])};
BEGIN;
\\if :second = 1
${filled(findProductsForLines, [':ids2'])};
\\else
${filled(findProductsForLines, [':ids1'])};
\\endif
${filled(findShippingRateAndTax, [':rate'])};
\\if :second = 1
${filled(takeStock, [':varianta', '1'])};
${filled(takeStock, [':variantb', '1'])};
${placed([
  [':producta', ':varianta'],
  [':productb', ':variantb'],
])};
\\else
${filled(takeStock, [':varianta', '1'])};
${placed([[':producta', ':varianta']])};
\\endif
COMMIT;
`);
}

/**
 * One dispatch run, as the API's outbox makes one for every ORDERS_PER_DISPATCH orders or so:
 * the claim, the settings (with the owner's address), every leased event's live events, then
 * their mails and done marks in ONE statement (decision 045).
 */
export function dispatchPgbenchScript(): string {
  return checked(`UPDATE outbox_events SET attempts = attempts + 1, next_attempt_at = now() + interval '1 minute' WHERE id IN (SELECT id FROM outbox_events WHERE dispatched_at IS NULL AND next_attempt_at <= now() ORDER BY created_at LIMIT 50 FOR UPDATE SKIP LOCKED) RETURNING id, type, payload, attempts;
SELECT * FROM settings WHERE key IN ('general', 'tax', 'notifications', 'shipping');
SELECT u.email FROM user_roles r INNER JOIN users u ON u.id = r.user_id WHERE r.role = 'admin' ORDER BY r.created_at LIMIT 1;
SELECT pg_notify('shop_events_pgbench', ${notification}) FROM (SELECT id ${leased}) e CROSS JOIN generate_series(1, 2);
${filled(markEventsDone, [`(select coalesce(array_agg(id), '{}') ${leased})`, mailRows])};
`);
}
