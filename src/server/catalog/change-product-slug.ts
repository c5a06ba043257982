import { and, eq, like, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, productSlugRedirects } from '../../db/schema/catalog';
import { pickFreeSlug, slugify } from '#core/catalog/product-slug';
import { conflict } from '../lib/domain-error';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The first free one of slugify(name), -2, -3… among the other products (decision 128). */
async function freeSlugFor(tx: Executor, name: string, self: string | null): Promise<string> {
  const base = slugify(name);
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        or(eq(products.slug, base), like(products.slug, `${escapeLike(base)}-%`)),
        self ? ne(products.id, self) : undefined,
      ),
    );
  return pickFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/** An admin's own slug: refused when another product has it. */
async function checkSlugFree(tx: Executor, slug: string, self: string | null): Promise<string> {
  const [other] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), self ? ne(products.id, self) : undefined))
    .limit(1);
  if (other) throw conflict('Another product already has this slug', 'slug_taken');
  return slug;
}

/** The slug a new product gets: the admin's, or its name's. */
export async function chooseNewProductSlug(
  tx: Executor,
  input: { name: string; slug?: string | undefined },
): Promise<string> {
  const slug = input.slug
    ? await checkSlugFree(tx, input.slug, null)
    : await freeSlugFor(tx, input.name, null);
  // The slug may have been another product's once: it now names this one.
  await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, slug));
  return slug;
}

/**
 * The slug of an edited product: a slug the admin changed wins; otherwise a new name brings its
 * own slug; otherwise it stays. A slug left behind keeps answering, as a permanent redirect.
 */
export async function changeProductSlug(
  tx: Executor,
  current: { id: string; name: string; slug: string },
  input: { name: string; slug?: string | undefined },
): Promise<string> {
  let slug = current.slug;
  if (input.slug && input.slug !== current.slug)
    slug = await checkSlugFree(tx, input.slug, current.id);
  else if (input.name !== current.name) slug = await freeSlugFor(tx, input.name, current.id);
  if (slug === current.slug) return slug;
  await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, slug));
  await tx
    .insert(productSlugRedirects)
    .values({ oldSlug: current.slug, productId: current.id })
    .onConflictDoUpdate({
      target: productSlugRedirects.oldSlug,
      set: { productId: current.id, createdAt: new Date() },
    });
  return slug;
}
