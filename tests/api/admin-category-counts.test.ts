import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { adminApi, useTestUser } from '../support/test-users';

// Admin → Categories showed 0 products for every category while /shop listed three or
// four in each, so the owner could delete a "0 products" category that still held products.

const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });

const api = adminApi(t, admin);

type AdminCategory = { id: string; name: string; productCount: number };
type AdminProduct = { id: string; categoryId: string | null; categoryName: string | null };

async function adminCategories(): Promise<AdminCategory[]> {
  const res = await api('GET', '/categories');
  expect(res.statusCode).toBe(200);
  return res.json().categories;
}

async function adminProducts(): Promise<AdminProduct[]> {
  const res = await api('GET', '/products?pageSize=100');
  expect(res.statusCode).toBe(200);
  return res.json().items;
}

describe('admin category product counts', () => {
  it('counts the products each category holds, as the product list shows them', async () => {
    const products = await adminProducts();
    const categories = await adminCategories();
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      const held = products.filter((p) => p.categoryId === category.id).length;
      expect({ name: category.name, productCount: category.productCount }).toEqual({
        name: category.name,
        productCount: held,
      });
    }
    // The seed puts every product in a category: the counts add up to the whole catalogue.
    expect(categories.reduce((sum, c) => sum + c.productCount, 0)).toBe(products.length);
    expect(categories.every((c) => c.productCount > 0)).toBe(true);
  });

  it('counts the shop’s active products per category too (what /shop lists)', async () => {
    const shop = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(shop.statusCode).toBe(200);
    const listed = shop.json() as Array<{ category: string | null }>;
    for (const category of await adminCategories()) {
      const onShop = listed.filter((p) => p.category === category.name).length;
      expect(category.productCount).toBeGreaterThanOrEqual(onShop);
    }
  });

  it('a new category starts at 0 and counts a product once it is put in it', async () => {
    const created = await api('POST', '/categories', { name: 'Counted Vases' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const count = async () => (await adminCategories()).find((c) => c.id === id)?.productCount;
    expect(await count()).toBe(0);
    const product = await api('POST', '/products', {
      name: 'Spiral Vase',
      description: 'A vase for the count',
      price: '12.00',
      sku: 'VASE-COUNT-01',
      stock: 3,
      categoryId: id,
    });
    expect(product.statusCode).toBe(201);
    expect(await count()).toBe(1);
  });

  it('deleting a category that holds products keeps them, uncategorised and still for sale', async () => {
    const categories = await adminCategories();
    const fidgets = categories.find((c) => c.name === 'Fidgets')!;
    const held = (await adminProducts()).filter((p) => p.categoryId === fidgets.id);
    expect(held.length).toBeGreaterThan(0);
    expect(fidgets.productCount).toBe(held.length);

    expect((await api('DELETE', `/categories/${fidgets.id}`)).statusCode).toBe(204);

    const after = await adminProducts();
    for (const product of held) {
      expect(after.find((p) => p.id === product.id)).toMatchObject({
        categoryId: null,
        categoryName: null,
      });
    }
    expect((await adminCategories()).map((c) => c.name)).not.toContain('Fidgets');
    const shop = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Array<{
      id: string;
      category: string | null;
    }>;
    for (const product of held) {
      expect(shop.find((p) => p.id === product.id)).toMatchObject({ category: null });
    }
  });
});
