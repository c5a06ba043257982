import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';
import type { Session } from '#core/auth/session';
import { SESSION_STORAGE_KEY } from '#core/auth/session-key';
import { accountMenuButton, signInViaUi, signOutViaUi, signUpViaApi } from '../support/e2e-auth';
import { startExtraServer, type ExtraServer } from '../support/e2e-extra-server';
import { mailedLink } from '../support/e2e-mailed-link';

// Its own server: a 10 s access token, and info logs (without SMTP, mailed links are logged).
test.describe.configure({ mode: 'serial' });
let server: ExtraServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startExtraServer({ ACCESS_TOKEN_TTL_SECONDS: '10' });
});
test.afterAll(async () => server?.stop());

const storedSession = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Session | null,
    SESSION_STORAGE_KEY,
  );

test('the auto-refresh keeps a session alive past the access token lifetime, without a reload', async ({
  browser,
}) => {
  // It waits for the app's real 30 s check: 37 s in CI, so four times that (decision 160).
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const user = await signUpViaApi(context.request);
  await signInViaUi(page, user.email, user.password);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const start = (await storedSession(page))!;
  expect(start.expires_in).toBe(10);

  // The 30 s check refreshes (10 s left is under the 90 s margin): wait for a token newer than start's.
  await expect
    .poll(async () => (await storedSession(page))?.expires_at ?? 0, {
      timeout: 45_000,
      intervals: [1000],
    })
    .toBeGreaterThan(start.expires_at + 10);
  const current = (await storedSession(page))!;
  expect(current.refresh_token).not.toBe(start.refresh_token);

  const old = await context.request.get('/api/auth/user', {
    headers: { authorization: `Bearer ${start.access_token}` },
  });
  expect(old.status()).toBe(401);
  const fresh = await context.request.get('/api/auth/user', {
    headers: { authorization: `Bearer ${current.access_token}` },
  });
  expect(fresh.status()).toBe(200);
  expect(
    await page.evaluate(
      () => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false,
    ),
  ).toBe(true);
  await accountMenuButton(page).click();
  await page.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await context.close();
});

test('a password-reset link leads to a new password that signs in', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const user = await signUpViaApi(context.request);
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  await page.goto(await mailedLink(server, user.email, 'auth.recovery'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm new password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await signOutViaUi(page);
  await signInViaUi(page, user.email, 'a-brand-new-password');
  const oldPassword = await context.request.post('/api/auth/token?grant_type=password', {
    data: { email: user.email, password: user.password },
  });
  expect(oldPassword.status()).toBe(400);
  await context.close();
});

test('a used or made-up link says so and offers a way on', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/auth/reset-password#token=made-up&type=recovery');
  await expect(page.getByText('Email link is invalid or has expired')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a new link' })).toBeVisible();

  const user = await signUpViaApi(context.request);
  const confirm = await mailedLink(server, user.email, 'auth.confirmation');
  await page.goto(confirm);
  await expect(page.getByText('Email confirmed')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(confirm);
  await expect(page.getByText('Email link is invalid or has expired')).toBeVisible();
  await context.close();
});
