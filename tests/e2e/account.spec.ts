import { expect, test } from '../support/e2e-test';
import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { encode } from 'uqr';
import {
  accountMenuButton,
  signInViaApi,
  signInViaUi,
  signOutViaUi,
  signUpViaApi,
} from '../support/e2e-auth';
import { startExtraServer, type ExtraServer } from '../support/e2e-extra-server';
import { mailedLink } from '../support/e2e-mailed-link';
import { axeViolations } from '../support/e2e-axe';

// Its own server with info logs: without SMTP the mailed links are in the (labelled) dev mail log.
let server: ExtraServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startExtraServer({});
});
test.afterAll(async () => server?.stop());

async function openAccountPage(page: Page) {
  await accountMenuButton(page).click();
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
}

/** A new customer in a browser context of its own, signed in through the form, on /account. */
async function newCustomerOnAccountPage(
  browser: Browser,
  signUp: Parameters<typeof signUpViaApi>[1] = {},
) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const user = await signUpViaApi(context.request, signUp);
  await signInViaUi(page, user.email, user.password);
  await openAccountPage(page);
  return { context, page, user };
}

test('change the password from /account', async ({ browser }) => {
  const { context, page, user } = await newCustomerOnAccountPage(browser);

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill(user.password);
  await password.getByLabel('New password', { exact: true }).fill('a-changed-password');
  await password.getByLabel('Confirm new password').fill('a-changed-password');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  // The new password signs in (the e-mail test below signs in through the form).
  const changed = await context.request.post('/api/auth/token?grant_type=password', {
    data: { email: user.email, password: 'a-changed-password' },
  });
  expect(changed.status()).toBe(200);
  await context.close();
});

test('change the e-mail address from /account', async ({ browser }) => {
  const { context, page, user } = await newCustomerOnAccountPage(browser, {
    password: 'a-changed-password',
  });

  const newEmail = `moved-${user.email}`;
  const email = page.getByRole('form', { name: 'Change email' });
  await email.getByLabel('New email').fill(newEmail);
  await email.getByLabel('Password').fill('a-changed-password');
  await email.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(`Check ${newEmail} for a confirmation link`)).toBeVisible();

  await page.goto(await mailedLink(server, newEmail, 'auth.email_change'));
  await expect(page).toHaveURL(/\/$/);
  await signOutViaUi(page);
  await signInViaUi(page, newEmail, 'a-changed-password');
  const old = await context.request.post('/api/auth/token?grant_type=password', {
    data: { email: user.email, password: 'a-changed-password' },
  });
  expect(old.status()).toBe(400);
  await context.close();
});

test('enrol in two-factor sign-in, then sign in with a code', async ({ browser }) => {
  const { context, page, user } = await newCustomerOnAccountPage(browser);

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const enrol = page.getByRole('form', { name: 'Confirm two-factor sign-in' });
  await enrol.getByLabel('Authentication code').fill(totp.generate());
  await enrol.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);

  await page.goto('/');
  await signOutViaUi(page);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByRole('form', { name: 'Two-factor code' });
  // The next time step: the enrolment's code cannot be used twice.
  await code
    .getByLabel('Authentication code')
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await code.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page)).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await context.close();
});

test('two-factor enrolment shows a QR code of the otpauth link beside the key', async ({
  browser,
}) => {
  const { context, page } = await newCustomerOnAccountPage(browser);

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const qr = page.getByRole('img', { name: /QR code of the two-factor key/ });
  await expect(qr).toBeVisible();
  await expect(page.getByTestId('totp-secret')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const uri = (await page
    .getByRole('link', { name: 'Open in authenticator app' })
    .getAttribute('href'))!;
  expect(uri).toContain(`secret=${secret}`);
  // The squares drawn are the modules of that very link (src/web/components/qr-code.tsx options).
  const { size, data } = encode(uri, { ecc: 'M', border: 0 });
  const drawn = await qr
    .locator('rect[fill="#000"]')
    .evaluateAll((rects) =>
      rects.map((r) => [Number(r.getAttribute('x')), Number(r.getAttribute('y'))]),
    );
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [x, y] of drawn) matrix[y!]![x!] = true;
  expect(matrix).toEqual(data);
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(size * 3);
  await context.close();
});

test('"Sign out everywhere else" ends the session in a second browser', async ({ browser }) => {
  const first = await browser.newContext({ baseURL: server.baseURL });
  const second = await browser.newContext({ baseURL: server.baseURL });
  const a = await first.newPage();
  const b = await second.newPage();
  const user = await signUpViaApi(first.request);
  // Two sessions of one account; signing in through the form is tested elsewhere, and two form
  // sign-ins put this test past its limit on a slow machine.
  await signInViaApi(a, server.baseURL, user);
  await signInViaApi(b, server.baseURL, user);
  await b.goto('/orders');
  await expect(b.getByRole('heading', { name: 'My Orders' })).toBeVisible();

  await a.goto('/');
  await openAccountPage(a);
  await a.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(a.getByText('Signed out everywhere else')).toBeVisible();

  await b.reload();
  await expect(b).toHaveURL(/\/auth$/);
  await a.goto('/orders');
  await expect(a.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await first.close();
  await second.close();
});

test('no axe violations on /account', async ({ browser }) => {
  const { context, page } = await newCustomerOnAccountPage(browser);
  await page
    .getByRole('form', { name: 'Change password' })
    .getByRole('button', { name: 'Change password' })
    .click();
  await expect(page.getByText('Enter your current password')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
