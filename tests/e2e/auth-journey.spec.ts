import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/e2e-test';
import { SESSION_STORAGE_KEY } from '#core/auth/session-key';
import { accountMenuButton, signInViaUi, signOutViaUi, signUpViaApi } from '../support/e2e-auth';

test('sign up, toast, sign out, sign in (home reloaded, Welcome back!), sign out to /auth', async ({
  page,
}) => {
  const email = `journey-${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('First Name').fill('Ada');
  await signUp.getByLabel('Last Name').fill('Lovelace');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password').fill('analytical-engine');
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
  // Without required confirmation the new account is signed in and /auth sends it home.
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page)).toContainText('Ada');

  await signOutViaUi(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();

  // A marker on the /auth page's window: gone after sign-in only if home was really reloaded.
  await page.evaluate(() => ((window as unknown as { beforeSignIn: boolean }).beforeSignIn = true));
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('analytical-engine');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page)).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { beforeSignIn?: boolean }).beforeSignIn ?? false,
    ),
  ).toBe(false);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByText('You have been signed in successfully.')).toBeVisible();

  await accountMenuButton(page).click();
  await expect(page.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await signOutViaUi(page);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('the forms validate (SPEC §5) and a failed sign-in shows the server message', async ({
  page,
}) => {
  await page.goto('/auth');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByText('Email is required')).toBeVisible();
  await expect(signIn.getByText('Password is required')).toBeVisible();
  await expect(signIn.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await signIn.getByLabel('Email').fill('nobody-here@example.com');
  await signIn.getByLabel('Password').fill('wrong-password');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Password').fill('12345');
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(signUp.getByText('First name is required')).toBeVisible();
  await expect(signUp.getByText('Last name is required')).toBeVisible();
  await expect(signUp.getByText('Password must be at least 6 characters')).toBeVisible();
});

test('a taken address shows "Sign up failed" with the server message', async ({ page }) => {
  const existing = await signUpViaApi(page.request);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('First Name').fill('Dup');
  await signUp.getByLabel('Last Name').fill('Licate');
  await signUp.getByLabel('Email').fill(existing.email);
  await signUp.getByLabel('Password').fill('another-password');
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Sign up failed')).toBeVisible();
  await expect(page.getByText('User already registered')).toBeVisible();
});

test('a signed-in user visiting /auth goes home, and other tabs follow sign-in and sign-out', async ({
  page,
  context,
}) => {
  const user = await signUpViaApi(page.request);
  const other = await context.newPage();
  await other.goto('/about');
  await expect(other.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signInViaUi(page, user.email, user.password);
  await expect(accountMenuButton(other)).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  await signOutViaUi(page);
  await expect(other.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
