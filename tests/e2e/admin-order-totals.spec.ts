import type { APIResponse } from '@playwright/test';
import { expect, test } from '../support/e2e-test';
import { signInAsAdmin, signUpViaApi } from '../support/e2e-auth';

async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * The owner's order page showed "Discount −$0.00" on an order placed without a code;
 * the customer's order card hides the line, and so must the owner's page (one rule in core).
 */
test("the owner's page of an order without a discount or tax has no discount or tax line", async ({
  page,
}) => {
  const shopper = await signUpViaApi(page.request);
  const session = await ok<{ access_token: string }>(
    await page.request.post('/api/auth/token?grant_type=password', {
      data: { email: shopper.email, password: shopper.password },
    }),
  );
  const products = await ok<{ id: string; quantity: number }[]>(
    await page.request.get('/api/products'),
  );
  const product = products.find((p) => p.quantity > 2)!;
  // A rate that ships (a pickup needs deliveryMethod 'pickup', decision 172).
  const [rate] = (
    await ok<{ id: string; isPickup: boolean; minOrderAmount: string | null }[]>(
      await page.request.get('/api/shipping-rates'),
    )
  ).filter((r) => !r.isPickup && r.minOrderAmount === null);
  const order = await ok<{ id: string; orderNumber: string; discountAmount: string }>(
    await page.request.post('/api/orders', {
      data: {
        customer: {
          firstName: shopper.firstName,
          lastName: shopper.lastName,
          email: shopper.email,
          address: '1 Test Street',
          city: 'Portland',
          state: 'OR',
          zipCode: '97201',
        },
        items: [{ productId: product.id, quantity: 1 }],
        shippingRateId: rate!.id,
      },
      headers: { authorization: `Bearer ${session.access_token}` },
    }),
  );
  expect(Number(order.discountAmount)).toBe(0);

  await signInAsAdmin(page);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(
    page.getByRole('heading', { name: `Order ${order.orderNumber}`, level: 1 }),
  ).toBeVisible();
  const totals = page.locator('dl').filter({ hasText: 'Subtotal' });
  await expect(totals.getByText('Shipping', { exact: false })).toBeVisible();
  await expect(totals.getByText('Total', { exact: true })).toBeVisible();
  await expect(totals.getByText(/Discount/)).toHaveCount(0);
  await expect(totals).not.toContainText('−$0.00');
  // Nor a "Tax $0.00" line on the shared server, where tax is off (decision 122).
  await expect(totals.getByText('Tax', { exact: true })).toHaveCount(0);
});
