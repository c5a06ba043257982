/**
 * The statements one placed order costs the database through the API (PostgreSQL engine), as a
 * pgbench custom script, so `npm run bench:ops` can set the API's orders/s beside the database's
 * own limit on the same work (issue 16). Kept in step with the code it copies:
 *   auth plugin → session-guard.ts (one lookup per request)
 *   order route → postgres-rate-limiter.ts (the order budget's upsert, one key per client)
 *   place-order.ts → lines, rate, order, items, stock (one update per line), outbox event
 *   outbox-dispatcher.ts → claim, the settings (with the owner e-mail), then ONE statement that
 *     writes the confirmation mail and marks the event done (decision 028; after the answer, but
 *     the same database). The API claims and reads the settings once per dispatch run, which
 *     serves every order noted meanwhile; the script does both for every order, so pgbench does
 *     at least the API's work per order.
 * A fifth of the orders have a second line, like bench/checkout.ts (there it is the product that
 * sells out; here a second deep-stock product, since pgbench cannot branch on a refusal).
 * pgbench substitutes :name as written, so each -D value carries its SQL quotes.
 */

const address = `'{"firstName":"Bench","lastName":"Customer","address":"1 Benchmark Way","city":"Austin","state":"TX","zipCode":"78701","country":"US"}'::jsonb`;
const window = `make_interval(secs => 600)`;
const live = `(select coalesce(array_agg(h order by h), '{}') from unnest(w.hits) h where h > now() - ${window})`;
/** An order.placed payload of the size the API writes (the order view with its items). */
const payload = (items: number) =>
  `'${JSON.stringify({
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
  })}'::jsonb`;
const mailText = `${'Hi Bench,\n\nThank you for your order ORD-20260101-000001. It has been confirmed and paid.\n\n1 × Bench Fidget 1 — $12.50\n\nSubtotal: $12.50\nShipping (Standard): $5.99\nTax: $1.06\nTotal: $19.55\n\nShipping to:\nBench Customer\n1 Benchmark Way\nAustin, TX 78701\nUS\n\nYour orders: http://127.0.0.1/orders\n\nLayerworks 3D'}`;
/** The confirmation mail as the dispatcher sends it: one JSON parameter of mail rows. */
const mailRows = `'${JSON.stringify([{ to: 'bench@example.com', subject: 'Order ORD-20260101-000001 confirmed', text: mailText, html: null, kind: 'order_confirmation' }])}'`;

const item = (product: string) =>
  `(:o_id, ${product}, 'Bench Fidget', 'BENCH-1', '/images/products/bench.svg', 1, 12.50, 12.50)`;
const decrement = (product: string) =>
  `UPDATE inventory SET quantity = quantity - 1, updated_at = now() WHERE product_id = ${product} AND quantity >= 1 RETURNING quantity;`;

export function orderPgbenchScript(): string {
  return `\\set second random(1, 5)
SELECT u.email, r.role, s.method, s.aal, s.created_at, f.verified_at FROM auth_sessions s INNER JOIN users u ON u.id = s.user_id LEFT JOIN user_roles r ON r.user_id = s.user_id LEFT JOIN mfa_factors f ON f.user_id = s.user_id WHERE s.id = :session AND s.user_id = :userid AND s.revoked_at IS NULL;
INSERT INTO rate_limit_windows AS w (key, count, reset_at, hits) VALUES ('order-place:bench-' || :client_id, 1, now() + ${window}, array[now()]) ON CONFLICT (key) DO UPDATE SET count = cardinality(${live}) + 1, hits = CASE WHEN cardinality(${live}) < 1000000 THEN ${live} || now() ELSE ${live} END, reset_at = now() + ${window} RETURNING w.count, (extract(epoch from ((select min(h) from unnest(w.hits) h) + ${window} - now())) * 1000)::float8 AS retry_ms;
BEGIN;
\\if :second = 1
SELECT p.id, p.name, p.sku, p.images, p.price, p.is_active, i.quantity FROM products p LEFT JOIN inventory i ON i.product_id = p.id WHERE p.id IN (:producta, :productb);
\\else
SELECT p.id, p.name, p.sku, p.images, p.price, p.is_active, i.quantity FROM products p LEFT JOIN inventory i ON i.product_id = p.id WHERE p.id IN (:producta);
\\endif
SELECT * FROM shipping_rates WHERE id = :rate AND is_active = true;
INSERT INTO orders (user_id, customer_email, customer_name, customer_phone, billing_address, shipping_address, subtotal, discount_amount, shipping_amount, tax_amount, total, status, payment_status, fulfillment_status, discount_code_id, discount_code, shipping_rate_id, shipping_rate_name, idempotency_key) VALUES (:userid, 'bench@example.com', 'Bench Customer', NULL, ${address}, ${address}, 12.50, 0, 5.99, 1.06, 19.55, 'confirmed', 'paid', 'unfulfilled', NULL, NULL, :rate, 'Standard', NULL) RETURNING quote_literal(id) AS id \\gset o_
\\if :second = 1
INSERT INTO order_items (order_id, product_id, product_name, sku, image, quantity, price, total) VALUES ${item(':producta')}, ${item(':productb')} RETURNING *;
${decrement(':producta')}
${decrement(':productb')}
INSERT INTO outbox_events (type, payload) VALUES ('order.placed', ${payload(2)}) RETURNING quote_literal(id) AS id \\gset e_
\\else
INSERT INTO order_items (order_id, product_id, product_name, sku, image, quantity, price, total) VALUES ${item(':producta')} RETURNING *;
${decrement(':producta')}
INSERT INTO outbox_events (type, payload) VALUES ('order.placed', ${payload(1)}) RETURNING quote_literal(id) AS id \\gset e_
\\endif
COMMIT;
UPDATE outbox_events SET attempts = attempts + 1, next_attempt_at = now() + interval '1 minute' WHERE id IN (SELECT id FROM outbox_events WHERE dispatched_at IS NULL AND next_attempt_at <= now() AND id IN (:e_id) ORDER BY created_at LIMIT 50 FOR UPDATE SKIP LOCKED) RETURNING id, type, payload, attempts;
SELECT * FROM settings WHERE key IN ('general', 'tax', 'notifications', 'shipping');
SELECT u.email FROM user_roles r INNER JOIN users u ON u.id = r.user_id WHERE r.role = 'admin' ORDER BY r.created_at LIMIT 1;
WITH done AS (UPDATE outbox_events SET dispatched_at = now(), last_error = NULL WHERE id = :e_id RETURNING id), written AS (INSERT INTO mail_outbox (id, "to", subject, text, html, kind, event_id) SELECT gen_random_uuid(), m."to", m.subject, m.text, m.html, m.kind, done.id FROM jsonb_to_recordset(${mailRows}::jsonb) AS m("to" text, subject text, text text, html text, kind text) CROSS JOIN done) SELECT count(*)::int AS done FROM done;
`;
}
