import { describe, expect, it } from 'vitest';
import {
  dispatchPgbenchScript,
  filled,
  orderPgbenchScript,
} from '../../bench/lib/order-pgbench-script';
import { findSession } from '../../src/server/auth/session-guard';
import { findProductsForLines, takeStock } from '../../src/server/checkout/resolve-order-lines';
import {
  findShippingRateAndTax,
  insertPlacedOrder,
} from '../../src/server/checkout/order-statements';
import { hitWindow } from '../../src/server/lib/postgres-rate-limiter';
import { markEventsDone } from '../../src/server/mail/mailer';

describe('the checkout bench pgbench script', () => {
  const script = orderPgbenchScript() + dispatchPgbenchScript();

  it("runs the order path's own fixed statements, so it cannot drift from what the API sends", () => {
    for (const statement of [
      findSession,
      hitWindow,
      findProductsForLines,
      findShippingRateAndTax,
      takeStock,
      insertPlacedOrder,
      markEventsDone,
    ]) {
      // The text up to its first parameter appears verbatim; the parameters are the script's.
      const head = statement.text.slice(0, statement.text.indexOf('$'));
      expect(head.length, statement.name).toBeGreaterThan(20);
      expect(script, statement.name).toContain(head);
    }
  });

  it('fills every parameter and leaves none of the API placeholders behind', () => {
    // (The mail text quotes prices like $12.50; a placeholder is $n not followed by a decimal point.)
    expect(script).not.toMatch(/\$\d+(?![\d.])/);
    expect(() => filled(takeStock, [':producta'])).toThrow(/no value for \$2/);
    expect(filled(takeStock, [':producta', '1'])).toContain(
      "where id = :producta and inventory_policy = 'track' and quantity >= 1",
    );
  });

  it('names no pgbench variable by accident (prepared mode takes every :word as one)', () => {
    const names = new Set([...script.matchAll(/(?<!:):([A-Za-z0-9_]+)/g)].map((match) => match[1]));
    expect([...names].sort()).toEqual([
      'client_id',
      'ids1',
      'ids2',
      'producta',
      'productb',
      'rate',
      'second',
      'session',
      'userid',
      'varianta',
      'variantb',
    ]);
  });

  it("writes both of an order's mails with their content, as the dispatcher does (decisions 132, 144)", () => {
    const dispatch = dispatchPgbenchScript();
    expect([...dispatch.matchAll(/'kind', '(\w+)'/g)].map((m) => m[1])).toEqual([
      'order_confirmation',
      'owner_new_order',
    ]);
    const contents = [
      ...dispatch.matchAll(/'content', convert_from\(decode\('([A-Za-z0-9+/=]+)'/g),
    ].map(
      (m) => JSON.parse(Buffer.from(m[1]!, 'base64').toString('utf8')) as { blocks: unknown[] },
    );
    expect(contents).toHaveLength(2);
    for (const content of contents)
      expect(JSON.stringify(content.blocks)).toContain('Bench Fidget 1');
  });
});
