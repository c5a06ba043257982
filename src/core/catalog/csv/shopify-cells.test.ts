import { describe, expect, it } from 'vitest';
import {
  htmlToText,
  readImageUrl,
  readInventoryPolicy,
  readMoney,
  readStock,
  textToHtml,
  writeImageUrl,
} from './shopify-cells';

const ORIGIN = 'https://shop.example';

describe('Shopify cells', () => {
  it('reads money as cents without floats, refusing three decimals and negatives', () => {
    expect(readMoney('12.5')).toEqual({ ok: true, value: 1250 });
    expect(readMoney('$0.07')).toEqual({ ok: true, value: 7 });
    expect(readMoney('1.005').ok).toBe(false);
    expect(readMoney('-1').ok).toBe(false);
    expect(readMoney('1e3').ok).toBe(false);
  });

  it('reads stock as a bounded whole number', () => {
    expect(readStock('42')).toEqual({ ok: true, value: 42 });
    expect(readStock('4.5').ok).toBe(false);
    expect(readStock('1000001').ok).toBe(false);
  });

  it("reads Shopify's deny/continue and the current export's TRUE/FALSE", () => {
    expect(readInventoryPolicy('deny')).toEqual({ ok: true, value: 'track' });
    expect(readInventoryPolicy('CONTINUE')).toEqual({ ok: true, value: 'made_to_order' });
    expect(readInventoryPolicy('TRUE')).toEqual({ ok: true, value: 'made_to_order' });
    expect(readInventoryPolicy('later').ok).toBe(false);
  });

  it('turns HTML into text and back, and the shop text survives the trip', () => {
    expect(htmlToText('<p>One<br/>two</p>\n<ul><li>&lt;three&gt; &#233;&#x41;</li></ul>')).toBe(
      'One\ntwo\n\n<three> éA',
    );
    const text = 'a < b && c > d\n\n\n"quoted" &amp; <br>';
    expect(htmlToText(textToHtml(text))).toBe(text);
  });

  it('strips tags in time linear in the cell, however unbalanced', () => {
    const start = performance.now();
    htmlToText('<'.repeat(500_000) + '&#'.repeat(200_000));
    expect(performance.now() - start).toBeLessThan(500);
  });

  it("keeps remote https images, turns the shop's own URLs into paths and back", () => {
    expect(readImageUrl('https://cdn.shopify.com/a.jpg?v=1', ORIGIN)).toEqual({
      ok: true,
      value: 'https://cdn.shopify.com/a.jpg?v=1',
    });
    expect(readImageUrl(`${ORIGIN}/api/storage/product-images/a.webp`, ORIGIN)).toEqual({
      ok: true,
      value: '/api/storage/product-images/a.webp',
    });
    expect(writeImageUrl('/api/storage/product-images/a.webp', ORIGIN)).toBe(
      `${ORIGIN}/api/storage/product-images/a.webp`,
    );
    expect(readImageUrl('http://cdn.example/a.jpg', ORIGIN).ok).toBe(false);
    expect(readImageUrl('https://user:pw@cdn.example/a.jpg', ORIGIN).ok).toBe(false);
    expect(readImageUrl('javascript:alert(1)', ORIGIN).ok).toBe(false);
  });
});
