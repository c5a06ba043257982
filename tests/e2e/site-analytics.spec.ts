import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';

type VisitorRecord = {
  sessionId: string;
  userAgent: string;
  referrer: string;
  device: { viewportWidth: number; language: string };
  pages: { path: string; title: string; timeSpentMs: number; scrollDepth: number }[];
  clicks: { element: string; text: string; page: string; x: number; y: number }[];
};

/**
 * Chrome scrolls smoothly over real frames, and every scroll event restarts the 5 s idle timer:
 * the fake clock may only move once the page has stopped scrolling.
 */
async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const settled = y > 0 && y === last;
        last = y;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('visitor-analytics') ?? 'null') as unknown);

test('visitor analytics stay in the browser: saved after 5 s idle, logged every 30 s, never sent', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '')) foreign.push(request.url());
  });
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('button', { name: 'Fidgets' }).click();
  await page.mouse.wheel(0, 4000);
  await scrollSettled(page);

  await page.clock.runFor(4_000);
  expect(await stored(page)).toBeNull();
  await page.clock.runFor(1_500);
  const record = (await stored(page)) as VisitorRecord;
  expect(record.sessionId).toMatch(/\w{8,}/);
  expect(record.userAgent).toContain('Chrome');
  expect(record.device.viewportWidth).toBe(1280);
  expect(record.pages.map((p) => p.path)).toEqual(['/', '/products']);
  expect(record.pages[0]?.title).toContain('Layerworks 3D');
  expect(record.pages[1]?.title).toBe('Products · Layerworks 3D');
  expect(record.pages[1]?.scrollDepth).toBeGreaterThan(50);
  const click = record.clicks.find((c) => c.text === 'Fidgets');
  expect(click).toMatchObject({ page: '/products' });
  expect(click?.element).toMatch(/^button/);
  expect(click?.x).toBeGreaterThan(0);

  expect(logs.some((line) => line.startsWith('[visitor analytics]'))).toBe(false);
  await page.clock.runFor(30_000);
  await expect.poll(() => logs.some((line) => line.startsWith('[visitor analytics]'))).toBe(true);
  expect(foreign).toEqual([]);
});

test('click text is cut to 100 characters and form field contents are never recorded', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/contact');
  await page.getByLabel('Message').fill('secret text');
  await page.getByLabel('Message').click();
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = 'x'.repeat(150);
    document.querySelector('main')?.append(button);
    button.click();
  });
  await page.clock.runFor(6_000);
  const record = (await stored(page)) as VisitorRecord;
  expect(record.clicks.find((c) => c.element.startsWith('textarea'))?.text).toBe('');
  expect(JSON.stringify(record)).not.toContain('secret text');
  expect(record.clicks.find((c) => c.text.startsWith('xxx'))?.text).toHaveLength(100);
});
