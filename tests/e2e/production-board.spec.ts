import { expect, test } from '../support/e2e-test';
import type { Browser, Page } from '@playwright/test';
import { signInViaApi, signUpViaApi } from '../support/e2e-auth';
import { axeViolations } from '../support/e2e-axe';
import { useOwnShop } from '../support/e2e-own-shop';
import { placeOrderViaApi } from '../support/e2e-place-order';
import {
  addPrinter,
  ownerHeaders,
  pressByKeyboard,
  printProductToOrder,
  scrollsSideways,
  tabTo,
} from '../support/e2e-production';

/**
 * The production board at a desk (1366 px) and on a phone (390 px): a paid order's print job is
 * assigned, started, printed and checked with the keyboard alone, and the board passes axe in
 * both themes. On the phone, the customer's own order page follows the job live in a second
 * browser context.
 */
const OWNER = { email: 'owner-production-e2e@example.com', password: 'owner-production-pass-1' };
const shop = useOwnShop('shop-production-e2e', OWNER, { AUTH_RATE_LIMIT_PER_EMAIL: '100' });

/** A printed-to-order order of one piece in its own colour, two printers loaded with it. */
async function paidPrintJob(page: Page, colour: string) {
  const origin = '';
  const headers = await ownerHeaders(page.request, origin, OWNER);
  const filament = { material: 'PLA', colour };
  await printProductToOrder(page.request, origin, headers, 'Custom Name Plate', filament);
  const first = await addPrinter(page.request, origin, headers, `${colour} One`, filament);
  const second = await addPrinter(page.request, origin, headers, `${colour} Two`, filament);
  const customer = await signUpViaApi(page.request, { firstName: 'Ada', lastName: colour });
  const order = await placeOrderViaApi(page.request, origin, customer, 'Custom Name Plate');
  return { order, customer, printers: [first, second] };
}

const section = (page: Page, id: string) => page.getByTestId(`board-${id}`);
const jobCard = (page: Page, sectionId: string, orderNumber: string) =>
  section(page, sectionId)
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: `Order ${orderNumber}` }) });

/** After an action, focus is on the job's card in its new section (the keyboard goes on from it). */
async function expectFocusOn(card: ReturnType<typeof jobCard>) {
  await expect(card).toBeFocused();
}

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  // The theme's class is set before the app renders: axe waits for the page itself.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

/** Reassigns the job to the other printer by keyboard: Tab to the select, arrows, Tab, Enter. */
async function reassignByKeyboard(page: Page, card: ReturnType<typeof jobCard>, to: string) {
  const select = card.getByLabel(/printer$/);
  await tabTo(page, select);
  for (let i = 0; i < 6 && !(await select.inputValue()); i++)
    await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 6; i++) {
    const label = await select.evaluate(
      (el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '',
    );
    if (label.startsWith(to)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Assign', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
}

/** A browser context of the spec's own shop: relative paths and API calls go there. */
const shopContext = (browser: Browser, width: number, height: number) =>
  browser.newContext({ baseURL: shop.url(''), viewport: { width, height } });

test('at 1366 px the owner runs a job from queued to good by keyboard, a bad check between; axe clean in both themes', async ({
  browser,
}) => {
  const context = await shopContext(browser, 1366, 900);
  try {
    await desktopJourney(await context.newPage());
  } finally {
    await context.close();
  }
});

async function desktopJourney(page: Page) {
  const { order, printers } = await paidPrintJob(page, 'Teal');
  await signInViaApi(page, '', OWNER);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/admin/production');
  await expect(page.getByRole('heading', { name: 'Production', level: 1 })).toBeVisible();

  // Paid, the job was queued and given to the first free printer with its filament.
  const queued = jobCard(page, 'queued', order.orderNumber);
  await expect(queued).toBeVisible();
  await expect(queued.getByText('Assigned', { exact: true })).toBeVisible();
  await expect(queued.getByText('Custom Name Plate')).toBeVisible();
  const other = (await queued.getByText(printers[0]!.name, { exact: true }).count())
    ? printers[1]!
    : printers[0]!;

  // The owner moves it to the other printer, from the keyboard alone.
  await queued.getByRole('heading').click(); // a starting point inside the card for Tab
  await reassignByKeyboard(page, queued, other.name);
  await expect(page.getByText(`assigned to ${other.name}`)).toBeVisible();
  await expect(queued.getByText(other.name, { exact: true })).toBeVisible();
  await expectFocusOn(queued);

  await pressByKeyboard(page, queued.getByRole('button', { name: 'Start', exact: true }));
  const printing = jobCard(page, 'printing', order.orderNumber);
  await expectFocusOn(printing);
  await pressByKeyboard(page, printing.getByRole('button', { name: 'Mark printed', exact: true }));
  const check = jobCard(page, 'check', order.orderNumber);
  await expectFocusOn(check);
  // Its printer's bed is not cleared until the check.
  const printerCard = page.getByTestId(`printer-${other.id}`);
  await expect(printerCard.getByText('Bed not cleared')).toBeVisible();
  expect(await axeViolations(page), 'dark, a job waiting for its check').toEqual([]);

  // A bad check asks why, and queues the job again as a reprint (attempt 2).
  await pressByKeyboard(page, check.getByRole('button', { name: 'Bad', exact: true }));
  const dialog = page.getByRole('dialog', { name: /What went wrong/ });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type('Layer shift at 3 mm');
  await page.keyboard.press('Tab');
  await expect(
    dialog.getByRole('button', { name: 'Mark bad and reprint', exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('checked bad, queued again as attempt 2')).toBeVisible();
  const reprint = jobCard(page, 'reprints', order.orderNumber);
  await expect(reprint.locator('dl > div').filter({ hasText: /^Attempt:\s*2$/ })).toBeVisible();
  await expectFocusOn(reprint);

  // The check cleared the bed, so the reprint is given a printer again; it prints and is good.
  await expect(reprint.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await pressByKeyboard(page, reprint.getByRole('button', { name: 'Start', exact: true }));
  await expectFocusOn(printing);
  await pressByKeyboard(page, printing.getByRole('button', { name: 'Mark printed', exact: true }));
  await expectFocusOn(check);
  await pressByKeyboard(page, check.getByRole('button', { name: 'Good', exact: true }));
  const done = jobCard(page, 'done', order.orderNumber);
  await expect(done.getByText('Good', { exact: true })).toBeVisible();
  await expectFocusOn(done);
  await expect(page.getByText('checked good')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  await setTheme(page, 'light');
  await expect(jobCard(page, 'done', order.orderNumber)).toBeVisible();
  expect(await axeViolations(page), 'light, the board').toEqual([]);
  // The owner's order page lists the line's jobs; the order is ready to ship.
  await page.goto(`/admin/orders/${order.id}`);
  const jobs = page.getByRole('region', { name: 'Print jobs' });
  await expect(jobs.getByText('Ready to ship')).toBeVisible();
  await expect(jobs.getByText('Good', { exact: true })).toHaveCount(1);
  await expect(jobs.getByText('Cancelled')).toHaveCount(0);
}

test('at 390 px the board stacks without sideways scroll, and the customer sees each step live', async ({
  browser,
}) => {
  const owner = await shopContext(browser, 390, 844);
  const customerContext = await shopContext(browser, 390, 844);
  try {
    const page = await owner.newPage();
    await signInViaApi(page, '', OWNER);
    // The board's socket is subscribed before anything changes, so only its events can show them.
    const frames: string[] = [];
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => frames.push(String(frame.payload))),
    );
    await page.goto('/admin/production');
    await expect(page.getByRole('heading', { name: 'Production', level: 1 })).toBeVisible();
    await expect.poll(() => frames.some((f) => f.includes('"audience":"admin"'))).toBe(true);
    await page.evaluate(() => Object.assign(window, { liveMark: true }));
    // The printers and the paid order arrive while the board is open: it shows them live.
    const { order, customer } = await paidPrintJob(page, 'Amber');
    const queued = jobCard(page, 'queued', order.orderNumber);
    await expect(queued).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(
      true,
    );
    await expect(queued.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page), 'dark at 390 px').toEqual([]);

    // The customer watches her order from her own browser; the list links to it.
    const watcher = await customerContext.newPage();
    await signInViaApi(watcher, '', customer);
    await watcher.goto('/orders');
    await watcher.getByRole('link', { name: `Order ${order.orderNumber}`, exact: true }).click();
    await expect(watcher).toHaveURL(shop.url(`/orders/${order.id}`));
    const progress = watcher.getByRole('region', { name: 'Print progress' });
    const state = progress.getByTestId('line-state');
    await expect(state).toHaveText('Queued');
    await watcher.evaluate(() => Object.assign(window, { liveMark: true }));
    expect(await scrollsSideways(watcher)).toBe(false);
    expect(await axeViolations(watcher), 'the customer order page').toEqual([]);

    await queued.getByRole('heading').click();
    await pressByKeyboard(page, queued.getByRole('button', { name: 'Start', exact: true }));
    await expect(state).toHaveText('Printing');
    const printing = jobCard(page, 'printing', order.orderNumber);
    await pressByKeyboard(
      page,
      printing.getByRole('button', { name: 'Mark printed', exact: true }),
    );
    await expect(state).toHaveText('Printed');
    const check = jobCard(page, 'check', order.orderNumber);
    await pressByKeyboard(page, check.getByRole('button', { name: 'Good', exact: true }));
    await expect(state).toHaveText('Checked');
    await expect(progress.locator('[aria-current="step"]')).toHaveText('Checked');
    expect(await scrollsSideways(page)).toBe(false);
    // Live, never reloaded.
    expect(
      await watcher.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark),
    ).toBe(true);

    await setTheme(page, 'light');
    expect(await axeViolations(page), 'light at 390 px').toEqual([]);
  } finally {
    await customerContext.close();
    await owner.close();
  }
});

test('the customer order page says "Order not found" for an order that is not hers', async ({
  browser,
}) => {
  const context = await shopContext(browser, 1366, 900);
  try {
    const page = await context.newPage();
    const customer = await signUpViaApi(page.request);
    await signInViaApi(page, '', customer);
    await page.goto('/orders/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toContainText('Order not found');
  } finally {
    await context.close();
  }
});
