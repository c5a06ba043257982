import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '#core/auth/session-key';
import { E2E_ADMIN } from './e2e-constants';

export type E2ECredentials = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userId: string;
};

/** A fresh customer account through the real API (the e2e server needs no e-mail confirmation). */
export async function signUpViaApi(
  request: APIRequestContext,
  options: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
): Promise<E2ECredentials> {
  const email = (
    options.email ?? `shopper-${randomBytes(5).toString('hex')}@example.com`
  ).toLowerCase();
  const password = options.password ?? `pw-${randomBytes(8).toString('hex')}`;
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? 'Shopper';
  const res = await request.post('/api/auth/signup', {
    data: { email, password, options: { data: { first_name: firstName, last_name: lastName } } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { user: { id: string } };
  return { email, password, firstName, lastName, userId: body.user.id };
}

/** Signs in through /auth like a person and waits for the reloaded home page with the account menu. */
export async function signInViaUi(page: Page, email: string, password: string): Promise<void> {
  await submitSignIn(page, '', email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page)).toBeVisible();
}

/**
 * Signs in on a spec's own server (`origin` like http://127.0.0.1:PORT); the home page is
 * reloaded after sign-in (SPEC §2) and its toast shows once the reload is done.
 */
export async function signInOnServer(
  page: Page,
  origin: string,
  who: { email: string; password: string },
): Promise<void> {
  await submitSignIn(page, origin, who.email, who.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(`${origin}/`);
}

async function submitSignIn(
  page: Page,
  origin: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${origin}/auth`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in without the sign-in form, for tests whose subject comes after it: the session from the
 * token endpoint, stored where the app keeps it, from a page of the origin that is not the app
 * (`/api/health`), so the next `goto` starts signed in. `origin` is '' for the shared server.
 */
export async function signInViaApi(
  page: Page,
  origin: string,
  who: { email: string; password: string },
): Promise<void> {
  const res = await page.request.post(`${origin}/api/auth/token?grant_type=password`, {
    data: { email: who.email, password: who.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const session = await res.text();
  await page.goto(`${origin}/api/health`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    session,
  ] as const);
}

export const signInAsAdmin = (page: Page) => signInViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password);

/** A new customer, signed in in this page; returns the credentials. */
export async function signInAsNewCustomer(
  page: Page,
  options: Parameters<typeof signUpViaApi>[1] = {},
): Promise<E2ECredentials> {
  const credentials = await signUpViaApi(page.request, options);
  await signInViaUi(page, credentials.email, credentials.password);
  return credentials;
}

/** A new customer, signed in in this page without the sign-in form (signInViaApi). */
export async function signInAsNewCustomerViaApi(
  page: Page,
  options: Parameters<typeof signUpViaApi>[1] = {},
): Promise<E2ECredentials> {
  const credentials = await signUpViaApi(page.request, options);
  await signInViaApi(page, '', credentials);
  return credentials;
}

export const accountMenuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /account/i });

/** Opens the account menu and signs out; ends on /auth. */
export async function signOutViaUi(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await clickSignOutAndWaitForReload(page);
}

/** Signs out from the admin sidebar; ends on a freshly loaded /auth. */
export async function signOutOfAdminViaUi(page: Page): Promise<void> {
  await clickSignOutAndWaitForReload(page);
}

/**
 * Sign-out ends with a full load of /auth, which can land after the router already shows /auth;
 * waiting for the document's load event keeps the next `goto` from being aborted by it.
 */
async function clickSignOutAndWaitForReload(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/auth$/);
}
