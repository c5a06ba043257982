import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';

let nextAddress = 1;
// The server limits 3 messages per 5 minutes per address: each test speaks from its own.
test.beforeEach(async ({ page }, info) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.51.100.${(info.workerIndex * 50 + nextAddress++) % 250}`,
  });
});

const fields = (page: Page) => ({
  name: page.getByLabel('Name'),
  email: page.getByLabel('Email'),
  subject: page.getByLabel('Subject'),
  message: page.getByLabel('Message'),
});

async function fill(page: Page, subject = 'A custom dragon') {
  const f = fields(page);
  await f.name.fill('Ada Lovelace');
  await f.email.fill('ada@example.com');
  await f.subject.fill(subject);
  await f.message.fill('Could you print a 40 cm dragon in glow filament?');
}

test('every change strips angle brackets, javascript: and on…= handlers, and values are trimmed', async ({
  page,
}) => {
  await page.goto('/contact');
  const f = fields(page);
  await f.name.pressSequentially('<b>Ada</b>');
  await expect(f.name).toHaveValue('bAda/b');
  await f.subject.fill('javascript:alert(1)');
  await expect(f.subject).toHaveValue('alert(1)');
  await f.message.fill('Hello <img src=x onerror=alert(1)> there');
  await expect(f.message).toHaveValue('Hello img src=x alert(1) there');
  await f.email.fill('   ada@example.com   ');
  await f.email.blur();
  await expect(f.email).toHaveValue('ada@example.com');
  // Typing a space between words still works.
  await f.name.fill('');
  await f.name.pressSequentially('Ada Lovelace ');
  await f.name.blur();
  await expect(f.name).toHaveValue('Ada Lovelace');
});

test('all four fields are required and the e-mail must be valid', async ({ page }) => {
  // The schema's code (zod) is not part of the page's start: it comes once the app is ready, in
  // idle time, ahead of the first check (decision 147).
  const checks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/contact-resolver-[^/]*\.js$/.test(request.url())) checks.push(request.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __readyAt?: number };
    new MutationObserver(() => {
      if (document.documentElement.dataset.app === 'ready') w.__readyAt ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  });
  await page.goto('/contact');
  // A resource's timing entry is there once its response has arrived.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /contact-resolver-/.test(e.name)),
  );
  expect(checks).toHaveLength(1);
  const { readyAt, requestedAt } = await page.evaluate(() => ({
    readyAt: (window as unknown as { __readyAt?: number }).__readyAt ?? Number.NaN,
    requestedAt:
      performance.getEntriesByType('resource').find((e) => /contact-resolver-/.test(e.name))
        ?.startTime ?? Number.NaN,
  }));
  expect(requestedAt).toBeGreaterThanOrEqual(readyAt);
  await page.getByRole('button', { name: 'Send message' }).click();
  for (const text of [
    'Name is required',
    'Email is required',
    'Subject is required',
    'Message is required',
  ])
    await expect(page.getByText(text)).toBeVisible();
  expect(checks).toHaveLength(1);
  await expect(fields(page).name).toHaveAttribute('aria-invalid', 'true');
  await fill(page);
  await fields(page).email.fill('ada@example');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toHaveCount(0);
});

test('a sent message shows a confirmation and a toast, and the form is empty again', async ({
  page,
}) => {
  await page.goto('/contact');
  await fill(page);
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Message sent!');
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Message sent!')).toBeVisible();
  for (const field of Object.values(fields(page))) await expect(field).toHaveValue('');
});

test('the fourth submission within 5 minutes shows "Too many attempts" and sends nothing', async ({
  page,
}) => {
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact') && r.method() === 'POST') posts++;
  });
  await page.goto('/contact');
  for (let i = 1; i <= 3; i++) {
    await fill(page, `Attempt ${i}`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(fields(page).subject).toHaveValue('');
    await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts' })).toHaveCount(0);
  }
  await fill(page, 'Attempt 4');
  await page.getByRole('button', { name: 'Send message' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Too many attempts' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Please wait before submitting again.');
  await expect(fields(page).subject).toHaveValue('Attempt 4');
  expect(posts).toBe(3);
  // The page session keeps counting across a reload.
  await page.reload();
  await fill(page, 'Attempt 5');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts' })).toBeVisible();
  expect(posts).toBe(3);
});

test('the server refuses a fourth message from the same address with 429', async ({ request }) => {
  const headers = { 'x-forwarded-for': '192.0.2.77' };
  const body = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
  for (let i = 0; i < 3; i++)
    expect((await request.post('/api/contact', { data: body, headers })).status()).toBe(201);
  const limited = await request.post('/api/contact', { data: body, headers });
  expect(limited.status()).toBe(429);
  expect((await limited.json()).message).toBe(
    'Too many attempts. Please wait before submitting again.',
  );
});
