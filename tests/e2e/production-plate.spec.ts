import { expect, test } from '../support/e2e-test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { JobView } from '#core/production/production-schemas';
import { signInViaApi } from '../support/e2e-auth';
import { axeViolations } from '../support/e2e-axe';
import { useOwnShop } from '../support/e2e-own-shop';
import {
  addPrinter,
  ownerHeaders,
  pressByKeyboard,
  printProductToOrder,
  tabTo,
} from '../support/e2e-production';

/**
 * At a desk (1366 px) the owner puts two queued restock jobs of one variant on one plate by
 * keyboard alone, then, after a bad check, reads the merged job's history with the reason; the
 * board and both dialogs pass axe in both themes. On a shop of its own: no printer at first, so
 * both jobs stay queued.
 */
const OWNER = { email: 'owner-production-plate@example.com', password: 'owner-plate-pass-123' };
const shop = useOwnShop('shop-production-plate-e2e', OWNER);
const FILAMENT = { material: 'PLA', colour: 'Plum' };

async function restockJob(api: APIRequestContext, headers: Record<string, string>, id: string) {
  const created = await api.post('/api/admin/production/jobs', {
    headers,
    data: { variantId: id, pieces: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as JobView;
}

/** One action on a job as the owner's board would send it, with the job's version. */
async function act(
  api: APIRequestContext,
  headers: Record<string, string>,
  job: JobView,
  data: Record<string, unknown>,
) {
  const changed = await api.post(`/api/admin/production/jobs/${job.id}/actions`, {
    headers,
    data: { ...data, version: job.version },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return (await changed.json()) as JobView;
}

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  // The theme's class is set before the app renders: axe waits for the page itself.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

test('at 1366 px two queued restock jobs go on one plate by keyboard; its history shows a bad check', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: shop.url(''),
    viewport: { width: 1366, height: 900 },
  });
  try {
    const page = await context.newPage();
    const api = page.request;
    const headers = await ownerHeaders(api, '', OWNER);
    await printProductToOrder(api, '', headers, 'Flexi Octopus', FILAMENT);
    const products = (await (await api.get('/api/products')).json()) as {
      name: string;
      variantId: string;
    }[];
    const variantId = products.find((p) => p.name === 'Flexi Octopus')!.variantId;
    const first = await restockJob(api, headers, variantId);
    const second = await restockJob(api, headers, variantId);

    await signInViaApi(page, '', OWNER);
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.goto('/admin/production');
    await expect(page.getByText('Queued (2)')).toBeVisible();
    expect(await axeViolations(page), 'light, two queued jobs').toEqual([]);

    // The keyboard alone: open the dialog, tick one (too few: it says why), tick the other, merge.
    await page.getByRole('heading', { name: /^Queued/ }).click();
    await pressByKeyboard(page, page.getByRole('button', { name: 'Print together on one plate' }));
    const dialog = page.getByRole('dialog', { name: 'Print together on one plate' });
    await expect(dialog).toBeVisible();
    const boxes = dialog.getByRole('checkbox', { name: /Restock: Flexi Octopus/ });
    await expect(boxes).toHaveCount(2);
    await tabTo(page, boxes.nth(0));
    await page.keyboard.press('Space');
    await expect(boxes.nth(0)).toBeChecked();
    await expect(dialog.getByText('Choose at least two jobs to print together.')).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Print 2 jobs on one plate' });
    await expect(submit).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(boxes.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByText('2 jobs, 2 pieces on one plate.')).toBeVisible();
    // Held meanwhile (on another screen, as the request leaves): the server refuses with 409 and
    // the toast says why in its words.
    let held: JobView | null = null;
    await page.route('**/api/admin/production/jobs/merge', async (route) => {
      held = await act(api, headers, second, { action: 'hold' });
      await route.continue();
    });
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Only queued jobs that are not held can share a plate.').first(),
    ).toBeVisible();
    await page.unroute('**/api/admin/production/jobs/merge');
    expect(held).not.toBeNull();
    await act(api, headers, held!, { action: 'release' });
    await setTheme(page, 'dark');
    // The reload closed the dialog: open it again and tick both, still by keyboard.
    await page.getByRole('heading', { name: /^Queued/ }).click();
    await pressByKeyboard(page, page.getByRole('button', { name: 'Print together on one plate' }));
    await tabTo(page, boxes.nth(0));
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await axeViolations(page, { include: '[role="dialog"]' }), 'dark, the dialog').toEqual(
      [],
    );
    await pressByKeyboard(page, submit);
    await expect(page.getByText('Restock: Flexi Octopus: 2 pieces on one plate')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Queued (1)')).toBeVisible();
    const merged = page.getByTestId(`job-${first.id}`);
    await expect(merged.locator('dl > div').filter({ hasText: /^Pieces:\s*2$/ })).toBeVisible();
    // The other job is done, cancelled as merged into the first.
    await expect(page.getByTestId('board-done').getByRole('article')).toContainText('Cancelled');
    // One job left queued: nothing to put together, so no button.
    await expect(page.getByRole('button', { name: 'Print together on one plate' })).toHaveCount(0);

    // A printer with its filament takes it; it prints and is checked bad.
    await addPrinter(api, '', headers, 'Plum Desk', FILAMENT);
    const detail = await api.get(`/api/admin/production/jobs/${first.id}`, { headers });
    let job = ((await detail.json()) as { job: JobView }).job;
    expect(job.state).toBe('assigned');
    job = await act(api, headers, job, { action: 'start', force: true });
    job = await act(api, headers, job, { action: 'printed' });
    job = await act(api, headers, job, { action: 'bad', reason: 'Warped corner' });
    expect(job.attempts).toBe(2);

    await page.reload();
    const reprint = page.getByTestId(`job-${first.id}`);
    await expect(reprint).toBeVisible();
    await reprint.getByRole('heading').click();
    await pressByKeyboard(
      page,
      reprint.getByRole('button', { name: 'History of Restock: Flexi Octopus' }),
    );
    const history = page.getByRole('dialog', { name: 'History of Restock: Flexi Octopus' });
    const timeline = history.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toBeVisible();
    await expect(
      timeline.getByRole('listitem').filter({ hasText: 'Put on one plate' }),
    ).toContainText('2 pieces on this plate');
    const bad = timeline.getByRole('listitem').filter({ hasText: 'Checked bad' });
    await expect(bad).toContainText('Reason: Warped corner');
    await expect(bad).toContainText('Queued again as attempt 2');
    // Assigned twice: to the new printer, and again after the bad check cleared its bed.
    await expect(
      timeline.getByRole('listitem').filter({ hasText: 'Assigned' }).first(),
    ).toContainText('Printer: Plum Desk');
    expect(await axeViolations(page), 'dark, the history').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await setTheme(page, 'light');
    await page
      .getByTestId(`job-${first.id}`)
      .getByRole('button', { name: /^History of/ })
      .click();
    await expect(history.getByRole('list', { name: 'Timeline' })).toBeVisible();
    expect(await axeViolations(page), 'light, the history').toEqual([]);
  } finally {
    await context.close();
  }
});
