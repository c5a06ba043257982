import type { Page } from '@playwright/test';

type ShopProduct = { id: string; name: string; price: string; quantity: number };

/**
 * Puts `quantity` of a product of the shop (the first one matching `pick`) in the cart, written
 * where the cart keeps itself, from a page of the origin that is not the app, so the next `goto`
 * starts with it: for specs whose subject comes after the shop's Add to Cart. `origin` is '' for
 * the shared server.
 */
export async function putInCart(
  page: Page,
  pick: (product: ShopProduct) => boolean,
  quantity = 1,
  origin = '',
): Promise<ShopProduct> {
  const products = (await (
    await page.request.get(`${origin}/api/products`)
  ).json()) as ShopProduct[];
  const product = products.find(pick)!;
  const line = {
    id: product.id,
    name: product.name,
    price: Math.round(Number(product.price) * 100),
    quantity,
    image: null,
    sku: null,
    stock: product.quantity,
  };
  await page.goto(`${origin}/api/health`);
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify([line]));
  return product;
}
