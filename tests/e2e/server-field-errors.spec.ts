import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test';
import { signInAsNewCustomer } from '../support/e2e-auth';
import { ARLINGTON, fillAddress } from '../support/e2e-checkout';

/**
 * A server refusal reached the form as one alert or toast, never the field it was
 * about. The client parses with the same shared schema as the server, so no field it lets
 * through is refused by the real server; each test asks the real server for its real answer to
 * a bad field, then has the browser's request get that same answer (page.route), as it would
 * from a server whose rules are stricter than the client's.
 */
type ErrorBody = { error: string; message: string; issues: { path: string; message: string }[] };

async function realRefusal(
  request: APIRequestContext,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<ErrorBody> {
  const response = await request.post(path, { data, headers });
  expect(response.status(), await response.text()).toBe(400);
  const body = (await response.json()) as ErrorBody;
  expect(body.error).toBe('validation_failed');
  return body;
}

function answerWith(page: Page, path: string, body: ErrorBody) {
  return page.route(`**${path}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(body) })
      : route.fallback(),
  );
}

test('sign up: a first name the server refuses is marked on the First Name field', async ({
  page,
}) => {
  const body = await realRefusal(page.request, '/api/auth/signup', {
    email: `refused-${Date.now()}@example.com`,
    password: 'long-enough-password',
    options: { data: { first_name: 'x'.repeat(101), last_name: 'Lovelace' } },
  });
  const issue = body.issues.find((i) => i.path === 'options.data.first_name')!;
  expect(issue).toBeDefined();
  await answerWith(page, '/api/auth/signup', body);

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('First Name').fill('Ada');
  await signUp.getByLabel('Last Name').fill('Lovelace');
  await signUp.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
  await signUp.getByLabel('Password').fill('long-enough-password');
  await signUp.getByRole('button', { name: 'Sign Up' }).click();

  // The toast still says what the server said (SPEC §8); the field says it too, and has focus.
  await expect(page.getByText('Sign up failed')).toBeVisible();
  const firstName = signUp.getByLabel('First Name');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription(issue.message);
  await expect(firstName).toBeFocused();
  await expect(signUp.getByLabel('Last Name')).not.toHaveAttribute('aria-invalid', 'true');
});

async function fillCheckout(page: Page) {
  await page.goto('/shop');
  // The first product in stock (another test may have sold the others out).
  await page.locator('button:enabled', { hasText: 'Add to Cart' }).first().click();
  await expect(page.getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();
  await page.goto('/checkout');
  await fillAddress(page, ARLINGTON);
}

test('checkout: a ZIP code the server refuses is marked on its field; other refusals stay in the alert', async ({
  page,
}) => {
  const customer = await signInAsNewCustomer(page);
  const token = await page.request
    .post('/api/auth/token?grant_type=password', {
      data: { email: customer.email, password: customer.password },
    })
    .then(async (r) => ((await r.json()) as { access_token: string }).access_token);
  const [product] = (await (await page.request.get('/api/products')).json()) as { id: string }[];
  // A rate that ships (a pickup needs deliveryMethod 'pickup', decision 172).
  const [rate] = (
    (await (await page.request.get('/api/shipping-rates')).json()) as {
      id: string;
      isPickup: boolean;
      minOrderAmount: string | null;
    }[]
  ).filter((r) => !r.isPickup && r.minOrderAmount === null);
  const order = (customer: object, shippingRateId = rate!.id) => ({
    customer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      address: '1 Compiler Way',
      city: 'Arlington',
      state: 'VA',
      zipCode: '22201',
      ...customer,
    },
    items: [{ productId: product!.id, quantity: 1 }],
    shippingRateId,
  });
  const auth = { authorization: `Bearer ${token}` };
  const zipRefused = await realRefusal(
    page.request,
    '/api/orders',
    order({ zipCode: '9'.repeat(21) }),
    auth,
  );
  const zipIssue = zipRefused.issues.find((i) => i.path === 'customer.zipCode')!;
  expect(zipIssue).toBeDefined();

  await fillCheckout(page);
  await answerWith(page, '/api/orders', zipRefused);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order failed')).toBeVisible();
  const zip = page.getByLabel('ZIP Code');
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveAccessibleDescription(zipIssue.message);
  await expect(zip).toBeFocused();
  await expect(page.getByLabel('City')).not.toHaveAttribute('aria-invalid', 'true');
  // Every issue found its field: no alert repeats it.
  await expect(page.getByRole('alert').filter({ hasText: zipRefused.message })).toHaveCount(0);

  // An issue about no field of the form (the shipping rate's id) stays in the form's alert.
  const rateRefused = await realRefusal(page.request, '/api/orders', order({}, 'nope'), auth);
  expect(rateRefused.issues.map((i) => i.path)).toEqual(['shippingRateId']);
  await page.unrouteAll();
  await answerWith(page, '/api/orders', rateRefused);
  await zip.fill('22201');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'shippingRateId' })).toBeVisible();
});
