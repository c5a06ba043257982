import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopEvent } from '../../src/server/realtime/event-bus';
import { cheapestRate, placeOrder } from '../support/store-fixtures';
import { useTestApp } from '../support/test-app';
import { adminApi, createTestUser, useTestUser } from '../support/test-users';

const events: ShopEvent[] = [];

const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });
beforeAll(async () => {
  t.app.events.subscribe((e) => events.push(e));
});

const api = adminApi(t, admin);

function multipart(filename: string, contentType: string, body: Buffer) {
  const boundary = '----adminTestBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), body, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      authorization: admin.authorization,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  };
}

describe('admin products', () => {
  it('lists every seeded product with category and stock, newest first', async () => {
    const res = await api('GET', '/products');
    expect(res.statusCode).toBe(200);
    const { items: products } = res.json();
    expect(products).toHaveLength(12);
    expect(products.find((p: { sku: string }) => p.sku === 'DRG-GL-ABY-02')).toMatchObject({
      categoryName: 'Glow in the Dark Dragons',
      stock: 0,
      price: '59.99',
      isActive: true,
    });
  });

  it('uploads an image as WebP web sizes, creates, edits and deletes a product', async () => {
    const png = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#7c3aed' },
    })
      .png()
      .toBuffer();
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/images',
      ...multipart('big.png', 'image/png', png),
    });
    expect(upload.statusCode).toBe(201);
    const { path, thumbnailPath } = upload.json();
    expect(path).toMatch(/^\/api\/storage\/products\/[0-9a-f-]+\.webp$/);
    const name = path.split('/').pop();
    const stored = await t.app.storage.get('products', name);
    expect(stored?.object.contentType).toBe('image/webp');
    const meta = await sharp(stored!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);
    const thumb = await t.app.storage.get('products', thumbnailPath.split('/').pop());
    expect((await sharp(thumb!.body).metadata()).width).toBe(480);

    const { categories } = (await api('GET', '/categories')).json();
    const fidgets = categories.find((c: { name: string }) => c.name === 'Fidgets');
    events.length = 0;
    const created = await api('POST', '/products', {
      name: 'Spiral Vase',
      description: 'Vase mode print',
      price: '24.5',
      compareAtPrice: '',
      sku: 'vas-spi-01',
      categoryId: fidgets.id,
      isActive: true,
      stock: 7,
      images: [path],
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      name: 'Spiral Vase',
      price: '24.50',
      compareAtPrice: null,
      sku: 'VAS-SPI-01',
      stock: 7,
      categoryName: 'Fidgets',
      images: [path],
    });
    expect(events.map((e) => e.type)).toEqual(['product.changed', 'stock.changed']);

    events.length = 0;
    const edited = await api('PUT', `/products/${product.id}`, {
      ...product,
      price: '19.99',
      stock: 3,
      expectedStock: 7,
      isActive: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ price: '19.99', stock: 3, isActive: false });
    expect(events).toEqual([
      { type: 'product.changed', productIds: [product.id] },
      { type: 'stock.changed', productIds: [product.id] },
    ]);

    const stale = await api('PUT', `/products/${product.id}`, {
      ...product,
      stock: 10,
      expectedStock: 7,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('stock_changed');

    const duplicate = await api('POST', '/products', {
      name: 'Copy',
      price: '1',
      sku: 'VAS-SPI-01',
      stock: 1,
    });
    expect(duplicate.statusCode).toBe(409);

    const removed = await api('DELETE', `/products/${product.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await t.app.storage.head('products', name)).toBeNull();
    expect((await api('GET', `/products/${product.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/products/${product.id}`)).statusCode).toBe(404);
  });

  it('deletes a product but keeps the pictures a past order still shows', async () => {
    const upload = async (background: string) => {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
        .png()
        .toBuffer();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/images',
        ...multipart('p.png', 'image/png', png),
      });
      return res.json().path as string;
    };
    const [ordered, unordered] = [await upload('#0ea5e9'), await upload('#f97316')];
    const created = await api('POST', '/products', {
      name: 'Ordered Vase',
      price: '9.5',
      sku: 'VAS-ORD-01',
      stock: 5,
      isActive: true,
      images: [ordered, unordered],
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    const customer = await createTestUser(t.app);
    const order = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: (await cheapestRate(t.app)).id,
    });
    expect(order.statusCode).toBe(201);

    expect((await api('DELETE', `/products/${product.id}`)).statusCode).toBe(204);
    // The order line shows the first picture, so it stays; the other goes with the product.
    expect(await t.app.storage.head('products', ordered.split('/').pop()!)).not.toBeNull();
    expect(await t.app.storage.head('products', unordered.split('/').pop()!)).toBeNull();
  });

  it('refuses a file that is not a raster image', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/images',
      ...multipart('x.svg', 'image/svg+xml', svg),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('unsupported_image');
  });

  it('refuses an upload above 10 MB with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/images',
      ...multipart('big.png', 'image/png', big),
    });
    expect(res.statusCode).toBe(413);
  });

  it('refuses invalid product input with 400', async () => {
    const res = await api('POST', '/products', { name: '', price: '-1', sku: 'X', stock: -2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
  });
});

describe('admin categories', () => {
  it('creates, renames and deletes a category; names are unique regardless of case', async () => {
    const created = await api('POST', '/categories', { name: 'Vases' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await api('POST', '/categories', { name: 'vases' })).statusCode).toBe(409);
    const renamed = await api('PUT', `/categories/${id}`, { name: 'Planters' });
    expect(renamed.json().name).toBe('Planters');
    expect((await api('DELETE', `/categories/${id}`)).statusCode).toBe(204);
    const names = (await api('GET', '/categories'))
      .json()
      .categories.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Planters');
  });
});
