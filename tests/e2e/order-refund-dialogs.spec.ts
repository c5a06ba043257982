import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test';
import { signInViaApi, signUpViaApi } from '../support/e2e-auth';
import { E2E_ADMIN } from '../support/e2e-constants';
import { placeOrderViaApi } from '../support/e2e-place-order';
import { axeViolations } from '../support/e2e-axe';

/**
 * Decision 171: cancelling from the orders list and refunding from the order page are reviewed in
 * a dialog that says what will happen; Escape leaves the order as it was, confirming applies it;
 * the shopper then sees what was paid, refunded and paid in the end. Each dialog is scanned by
 * axe in both themes (the two viewports swap them).
 */
const RUNS = [
  { width: 390, height: 844, cancelTheme: 'dark', refundTheme: 'light' },
  { width: 1366, height: 900, cancelTheme: 'light', refundTheme: 'dark' },
] as const;

async function withTheme(page: Page, theme: 'dark' | 'light', path: string) {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

async function adminOrder(request: APIRequestContext, id: string) {
  const token = await request.post('/api/auth/token?grant_type=password', { data: E2E_ADMIN });
  const { access_token } = (await token.json()) as { access_token: string };
  const res = await request.get(`/api/admin/orders/${id}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { status: string; refundedAmount: string; total: string };
}

for (const run of RUNS) {
  test(`cancel and refund are reviewed first; the shopper sees paid, refunded, net (${run.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: run.width, height: run.height });
    const customer = await signUpViaApi(page.request);
    const toCancel = await placeOrderViaApi(page.request, '', customer, 'Custom Name Plate');
    const toRefund = await placeOrderViaApi(page.request, '', customer, 'Custom Name Plate');
    await signInViaApi(page, '', E2E_ADMIN);

    // Cancel from the orders list: the select opens the review, Escape changes nothing.
    await withTheme(page, run.cancelTheme, `/admin/orders?q=${toCancel.orderNumber}`);
    const select = page.getByRole('combobox', { name: `Status of order ${toCancel.orderNumber}` });
    await select.selectOption('cancelled');
    const cancel = page.getByRole('alertdialog', { name: `Cancel order ${toCancel.orderNumber}?` });
    await expect(cancel.getByText('The order is cancelled;', { exact: false })).toBeVisible();
    await expect(cancel.getByText("The order's items go back into stock.")).toBeVisible();
    await expect(cancel.getByText(/^The customer is mailed about the refund/)).toBeVisible();
    const keep = cancel.getByRole('button', { name: 'Keep the order as it is' });
    await expect(keep).toBeFocused();
    expect(await axeViolations(page), `cancel dialog, ${run.cancelTheme}`).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(cancel.getByRole('button', { name: 'Cancel the order' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(cancel).toHaveCount(0);
    await expect(select).toHaveValue('confirmed');
    expect((await adminOrder(page.request, toCancel.id)).status).toBe('confirmed');

    // Again, keeping the stock off sale (by keyboard), then confirmed.
    await select.selectOption('cancelled');
    const restock = cancel.getByRole('switch', { name: 'Put the items back into stock' });
    await restock.focus();
    await page.keyboard.press('Space');
    await expect(restock).toHaveAttribute('aria-checked', 'false');
    await expect(
      cancel.getByText('Stock stays as it is: nothing is put back on sale.'),
    ).toBeVisible();
    await cancel.getByRole('button', { name: 'Cancel the order' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Order status updated successfully')).toBeVisible();
    await expect(select).toHaveValue('cancelled');
    expect((await adminOrder(page.request, toCancel.id)).status).toBe('cancelled');

    // Refund $5.00 from the order page: reviewed, Escape first, then confirmed.
    await withTheme(page, run.refundTheme, `/admin/orders/${toRefund.id}`);
    await page.getByLabel('Refund amount').fill('5.00');
    await page.getByRole('button', { name: 'Review refund', exact: true }).focus();
    await page.keyboard.press('Enter');
    const refund = page.getByRole('alertdialog', {
      name: `Refund $5.00 of order ${toRefund.orderNumber}?`,
    });
    await expect(
      refund.getByText(/this only records \$5\.00|goes back to the customer/),
    ).toBeVisible();
    await expect(
      refund.getByRole('switch', { name: 'Mail the customer about the refund' }),
    ).toBeVisible();
    expect(await axeViolations(page), `refund dialog, ${run.refundTheme}`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(refund).toHaveCount(0);
    expect((await adminOrder(page.request, toRefund.id)).refundedAmount).toBe('0.00');
    await page.getByRole('button', { name: 'Review refund', exact: true }).click();
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByText('Refund recorded')).toBeVisible();
    await expect(page.getByText('Partly refunded').first()).toBeVisible();
    const after = await adminOrder(page.request, toRefund.id);
    expect(after.refundedAmount).toBe('5.00');

    // The shopper's order: paid, refunded and net paid, and the payment status says so.
    await signInViaApi(page, '', customer);
    await page.goto('/orders');
    const card = page.getByRole('article', { name: `Order ${toRefund.orderNumber}` });
    await expect(card.getByText('Payment: Partly refunded')).toBeVisible();
    const total = Number(after.total);
    const usd = (n: number) => `$${n.toFixed(2)}`;
    const amounts = card.locator('dl');
    await expect(amounts).toContainText(`Paid${usd(total)}`);
    await expect(amounts).toContainText('Refunded-$5.00');
    await expect(amounts).toContainText(`Net paid${usd(total - 5)}`);
    const cancelled = page.getByRole('article', { name: `Order ${toCancel.orderNumber}` });
    await expect(cancelled.getByText('Payment: Refunded')).toBeVisible();
    expect(await axeViolations(page), `shopper's orders, ${run.refundTheme}`).toEqual([]);

    // The invoice says the same.
    await page.goto(`/orders/${toRefund.id}/invoice`);
    await expect(page.getByText('Paid, partly refunded ($5.00)')).toBeVisible();
    await expect(page.locator('dl')).toContainText(`Net paid${usd(total - 5)}`);
  });
}
