import { expect, test } from '../support/e2e-test';
import { signInViaApi, signUpViaApi } from '../support/e2e-auth';
import { E2E_ADMIN } from '../support/e2e-constants';
import { placeOrderViaApi } from '../support/e2e-place-order';
import { axeViolations } from '../support/e2e-axe';

/**
 * Decision 127: the owner cancels one order and part-refunds another from the order
 * page; each change is on the order's timeline, and the page passes axe.
 */
test('the owner cancels an order and part-refunds another; the timeline shows both', async ({
  page,
}) => {
  const customer = await signUpViaApi(page.request);
  // A product with stock to spare that no other spec counts: the refunded order keeps its unit,
  // and the shared shop's Gear Spinner stock (4) is what the shop spec checks.
  const toCancel = await placeOrderViaApi(page.request, '', customer, 'Custom Name Plate');
  const toRefund = await placeOrderViaApi(page.request, '', customer, 'Custom Name Plate');
  await signInViaApi(page, '', E2E_ADMIN);

  await page.goto(`/admin/orders/${toCancel.id}`);
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByText('Order placed')).toBeVisible();
  await page
    .getByRole('combobox', { name: `Status of order ${toCancel.orderNumber}` })
    .selectOption('cancelled');
  // Reviewed first (decision 171): the dialog says what will happen, then the owner confirms.
  const review = page.getByRole('alertdialog', { name: `Cancel order ${toCancel.orderNumber}?` });
  await expect(review.getByText("The order's items go back into stock.")).toBeVisible();
  await review.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByText('Order status updated successfully')).toBeVisible();
  await expect(timeline.getByText('Status: confirmed → cancelled')).toBeVisible();
  // Cancelled: its payment went back, so there is nothing left to refund or ship.
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as Shipped' })).toBeDisabled();

  await page.goto(`/admin/orders/${toRefund.id}`);
  await page.getByLabel('Refund amount').fill('1.50');
  await page.getByLabel('Reason (internal)').fill('Scuffed corner');
  await page.getByRole('button', { name: 'Review refund', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: /^Refund \$1\.50 of order/ })
    .getByRole('button', { name: 'Refund', exact: true })
    .click();
  await expect(page.getByText('Refund recorded')).toBeVisible();
  await expect(timeline.getByText('Refunded $1.50')).toBeVisible();
  await expect(timeline.getByText('Scuffed corner')).toBeVisible();
  await expect(page.getByText(/Refunded \$1\.50 of/)).toBeVisible();

  await page.getByLabel('Internal note').fill('Customer called about the corner');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline.getByText('Customer called about the corner')).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);
});
