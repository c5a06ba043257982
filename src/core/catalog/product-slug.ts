import { z } from 'zod';

/** The longest slug `slugify` makes from a name; a de-duplicating suffix may add a few characters. */
export const SLUG_MAX_LENGTH = 80;
/** The longest slug accepted anywhere (an admin's own, or a name's with its `-N` suffix). */
const SLUG_LIMIT = 100;
const FALLBACK_SLUG = 'product';

/**
 * A product's address in `/shop/<slug>` from its name: lower case ASCII letters and digits with
 * single hyphens between words ("Crème Brûlée Dragon!" → "creme-brulee-dragon"). Accents are
 * dropped (NFKD), every other run of characters becomes one hyphen. One pass over at most the
 * first 4 × SLUG_MAX_LENGTH characters, so any name costs the same bounded time; the result is at
 * most SLUG_MAX_LENGTH long and never empty ("product" when nothing is left).
 */
export function slugify(name: string): string {
  const text = name
    .slice(0, SLUG_MAX_LENGTH * 4)
    .normalize('NFKD')
    .toLowerCase();
  let out = '';
  let pendingHyphen = false;
  for (const char of text) {
    if ((char >= 'a' && char <= 'z') || (char >= '0' && char <= '9')) {
      if (pendingHyphen && out !== '') out += '-';
      pendingHyphen = false;
      if (out.length >= SLUG_MAX_LENGTH) break;
      out += char;
    } else if (!/\p{M}/u.test(char) && char !== "'" && char !== '’') {
      // Combining marks (the accents NFKD split off) and apostrophes join, anything else separates.
      pendingHyphen = true;
    }
  }
  out = out.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  return out === '' ? FALLBACK_SLUG : out;
}

/**
 * The first of `base`, `base-2`, `base-3`… that `taken` does not hold (the slugs in use by other
 * products and redirects of other products).
 */
export function pickFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A slug an admin types, or one in a URL: what `slugify` could make, nothing else. */
export const productSlugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(SLUG_LIMIT, `Slug: at most ${SLUG_LIMIT} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug: lower-case letters and digits joined by hyphens');
