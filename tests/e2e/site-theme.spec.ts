import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';

const html = (page: Page) => page.locator('html');

test('the site is dark by default', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(html(page)).not.toHaveClass(/\blight\b/);
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
});

test('the toggle switches to light and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html(page)).toHaveClass(/\blight\b/);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(html(page)).toHaveClass(/\blight\b/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html(page)).toHaveClass(/\bdark\b/);
});

test('no flash: the inline script (allowed by its CSP hash) sets the stored theme before any bundle runs', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  // Without the app's JavaScript only the inline script in index.html can set the class.
  await page.route('**/assets/*.js', (route) => route.abort());
  // `waitUntil` set: do not wait for the app, which cannot start here.
  await page.reload({ waitUntil: 'load' });
  await expect(html(page)).toHaveClass(/\blight\b/);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  expect(violations).toEqual([]);
});

test('the system theme follows the emulated colour scheme live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await page.getByRole('contentinfo').getByText('System').click();
  await expect(page.getByRole('contentinfo').getByRole('radio', { name: 'System' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(html(page)).toHaveClass(/\blight\b/);
});

test('the theme toggle has a tooltip', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to light theme' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Switch to light theme');
});

test('in the phone menu every theme choice keeps its full-size icon', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const choices = page
    .getByRole('dialog')
    .getByRole('group', { name: 'Theme' })
    .locator('label svg');
  await expect(choices).toHaveCount(3);
  for (const icon of await choices.all()) expect((await icon.boundingBox())?.width).toBe(16);
});
