import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';
import { signUpViaApi } from '../support/e2e-auth';
import { putInCart } from '../support/e2e-cart';

async function signIn(page: Page, who: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password').fill(who.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('sent from /orders to /auth, a shopper signs in and is back on /orders, even after reloading /auth', async ({
  page,
}) => {
  const shopper = await signUpViaApi(page.request);
  await page.goto('/orders?page=1');
  await expect(page).toHaveURL(/\/auth$/);
  await page.reload();
  await signIn(page, shopper);
  await expect(page).toHaveURL(/\/orders\?page=1$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByText('Welcome back!')).toBeVisible();
});

test('sent from /checkout to /auth, a returning shopper signs in and is back at checkout with the cart', async ({
  page,
}) => {
  const shopper = await signUpViaApi(page.request);
  await putInCart(page, (p) => p.name === 'Gear Spinner');
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, shopper);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Gear Spinner').first()).toBeVisible();
});

test('sent from /checkout to /auth, a new shopper signs up and is back at checkout with the cart', async ({
  page,
}) => {
  await putInCart(page, (p) => p.name === 'Gear Spinner');
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Email').fill(`return-${Date.now()}@example.com`);
  await form.getByLabel('Password').fill('analytical-engine');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
});

test('a return path planted in the history state that leads off the site is ignored: home', async ({
  page,
  baseURL,
}) => {
  const shopper = await signUpViaApi(page.request);
  await page.goto('/auth');
  // The router keeps its state in history.state.usr; a page script could have written any value.
  await page.evaluate(() =>
    history.replaceState({ usr: { from: '//example.com/phish' }, key: 'x', idx: 0 }, ''),
  );
  await page.reload();
  await signIn(page, shopper);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText('Welcome back!')).toBeVisible();
});
