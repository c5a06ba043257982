import { toCents } from '../../money';
import type { InventoryPolicy } from '../choose-variant';
import { MAX_LEAD_TIME_DAYS } from '../product-variants';
import { MAX_WEIGHT_GRAMS } from '../../shipping/delivery-method';

/** A cell read into a value, or the message that says why it can't be. */
export type Cell<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const fail = <T>(message: string): Cell<T> => ({ ok: false, message });

const MAX_CENTS = 99_999_999_99;

export function readMoney(text: string): Cell<number> {
  try {
    const cents = toCents(text.replace(/^\$/, ''));
    if (cents < 0) return fail('must not be negative');
    if (cents > MAX_CENTS) return fail('is too large');
    return ok(cents);
  } catch {
    return fail(`"${text.slice(0, 40)}" is not an amount like 12.99`);
  }
}

export function readStock(text: string): Cell<number> {
  if (!/^-?\d{1,9}$/.test(text)) return fail(`"${text.slice(0, 40)}" is not a whole number`);
  const quantity = Number(text);
  if (quantity < 0) return fail('must not be negative');
  if (quantity > 1_000_000) return fail('is at most 1,000,000');
  return ok(quantity);
}

/**
 * Shopify's "deny" (stop selling at zero: the shop tracks stock) and "continue" (keep selling:
 * the shop makes it to order). The current export's "Continue selling when out of stock" column
 * may say TRUE/FALSE instead.
 */
export function readLeadTime(text: string): Cell<number> {
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > MAX_LEAD_TIME_DAYS)
    return fail(`"${text.slice(0, 40)}" is not a number of days from 1 to ${MAX_LEAD_TIME_DAYS}`);
  return ok(Number(text));
}

/** Grams as Shopify writes them ("250" or "250.0"), rounded to whole grams (decision 172). */
export function readGrams(text: string): Cell<number> {
  if (!/^\d{1,7}(\.\d+)?$/.test(text) || Number(text) > MAX_WEIGHT_GRAMS)
    return fail(`"${text.slice(0, 40)}" is not a weight in grams up to ${MAX_WEIGHT_GRAMS}`);
  return ok(Math.round(Number(text)));
}

export function readInventoryPolicy(text: string): Cell<InventoryPolicy> {
  const word = text.toLowerCase();
  if (['deny', 'false', 'no'].includes(word)) return ok('track');
  if (['continue', 'true', 'yes'].includes(word)) return ok('made_to_order');
  return fail(`"${text.slice(0, 40)}" is not deny or continue`);
}

export const writeInventoryPolicy = (policy: InventoryPolicy): string =>
  policy === 'track' ? 'deny' : 'continue';

export function readBoolean(text: string): Cell<boolean> {
  const word = text.toLowerCase();
  if (['true', 'yes', '1'].includes(word)) return ok(true);
  if (['false', 'no', '0'].includes(word)) return ok(false);
  return fail(`"${text.slice(0, 40)}" is not TRUE or FALSE`);
}

/** Shopify's Status: active is on sale; draft and archived are hidden. */
export function readStatus(text: string): Cell<boolean> {
  const word = text.toLowerCase();
  if (word === 'active') return ok(true);
  if (word === 'draft' || word === 'archived') return ok(false);
  return fail(`"${text.slice(0, 40)}" is not active, draft or archived`);
}

export function readPosition(text: string): Cell<number> {
  if (!/^\d{1,4}$/.test(text) || Number(text) < 1)
    return fail(`"${text.slice(0, 40)}" is not a position like 1`);
  return ok(Number(text));
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/**
 * Shopify's "Body (HTML)" into the shop's plain-text description: line breaks and paragraph
 * ends become new lines, every other tag goes, the common entities are decoded. Each step is
 * one regular pass that never rescans (`<[^<>]*>` stops at the next `<`), so any cell costs linear time.
 */
export function htmlToText(html: string): string {
  const hasTags = /<[a-z/!]/i.test(html);
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>\n?/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li)>\n*/gi, '\n\n')
    .replace(/<[^<>]*>/g, '')
    .replace(/&(#\d{1,6}|#x[0-9a-f]{1,6}|[a-z]{2,6}|#39);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return safeCodePoint(parseInt(name.slice(2), 16), entity);
      if (name.startsWith('#') && name !== '#39')
        return safeCodePoint(Number(name.slice(1)), entity);
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
  // Blank lines that tags left are squeezed; a plain text (the shop's own export) stays as it is.
  return (hasTags ? text.replace(/\n{3,}/g, '\n\n') : text).trim();
}

function safeCodePoint(code: number, fallback: string): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** The shop's plain text as HTML that htmlToText reads back to the same text. */
export const textToHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An image cell into what the shop stores: a URL on the shop's own origin becomes its path
 * (so an exported file imports back to the same rows); another https URL is kept as it is (the
 * shop links to it and never fetches it, decision 138); a path of the shop stays a path.
 */
export function readImageUrl(text: string, ownOrigin: string): Cell<string> {
  if (text.length > 300) return fail('is longer than 300 characters');
  if (/^\/(?!\/)[A-Za-z0-9._~/-]+$/.test(text)) return ok(text);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail(`"${text.slice(0, 60)}" is not a URL`);
  }
  if (url.origin === ownOrigin && /^\/(?!\/)[A-Za-z0-9._~/-]+$/.test(url.pathname) && !url.search)
    return ok(url.pathname);
  if (url.protocol !== 'https:' || url.username || url.password)
    return fail(`"${text.slice(0, 60)}" must be an https URL`);
  return ok(url.href);
}

/** A stored image as the CSV writes it: the shop's own paths become absolute URLs. */
export const writeImageUrl = (stored: string, ownOrigin: string): string =>
  stored.startsWith('/') ? `${ownOrigin}${stored}` : stored;
