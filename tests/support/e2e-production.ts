import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type {
  PrinterInput,
  PrinterView,
  VariantPrintInput,
} from '#core/production/production-schemas';

/** The owner's bearer header on a shop (`origin` like http://127.0.0.1:PORT). */
export async function ownerHeaders(
  api: APIRequestContext,
  origin: string,
  owner: { email: string; password: string },
): Promise<Record<string, string>> {
  const token = await api.post(`${origin}/api/auth/token?grant_type=password`, { data: owner });
  expect(token.status(), await token.text()).toBe(200);
  return {
    authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`,
  };
}

/** Marks a product's first variant printed to order in this material and colour. */
export async function printProductToOrder(
  api: APIRequestContext,
  origin: string,
  headers: Record<string, string>,
  productName: string,
  filament: { material: string; colour: string },
): Promise<void> {
  const products = (await (await api.get(`${origin}/api/products`)).json()) as {
    name: string;
    variantId: string;
  }[];
  const product = products.find((p) => p.name === productName);
  expect(product, `${productName} is in the shop`).toBeDefined();
  const body: VariantPrintInput = { printedToOrder: true, quality: 'standard', ...filament };
  const saved = await api.put(
    `${origin}/api/admin/production/variants/${product!.variantId}/print`,
    { headers, data: body },
  );
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A manual printer loaded with this filament. */
export async function addPrinter(
  api: APIRequestContext,
  origin: string,
  headers: Record<string, string>,
  name: string,
  filament: { material: string; colour: string },
): Promise<PrinterView> {
  const body: PrinterInput = {
    name,
    kind: 'manual',
    bedXMm: 250,
    bedYMm: 210,
    bedZMm: 210,
    nozzleMm: 0.4,
    active: true,
    ...filament,
  };
  const created = await api.post(`${origin}/api/admin/production/printers`, {
    headers,
    data: body,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as PrinterView;
}

/**
 * Presses Tab until `target` has the focus (at most `limit` times), so a test reaches a control
 * the way a keyboard user does, in the page's tab order; fails if it is never reached.
 */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((el) => document.activeElement === el, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reached by ${limit} presses of Tab: ${target.toString()}`);
}

/** Tabs to a button and presses Enter on it. */
export async function pressByKeyboard(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Whether the page scrolls sideways (it must not, at any width). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
