import { expect, test } from '../support/e2e-test';
import { accountMenuButton, signInAsNewCustomerViaApi } from '../support/e2e-auth';
import { axeViolations } from '../support/e2e-axe';

for (const theme of ['dark', 'light'] as const) {
  test(`no axe violations on the auth pages and the open account menu, ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const scan = async (label: string) => expect(await axeViolations(page), label).toEqual([]);
    await page.goto('/auth');
    await page
      .getByRole('form', { name: 'Sign in' })
      .getByRole('button', { name: 'Sign In' })
      .click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await scan('sign in with errors');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await scan('sign up');
    await page.goto('/auth/forgot-password');
    await scan('forgot password');
    await page.goto('/auth/reset-password');
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await scan('reset without a link');

    await signInAsNewCustomerViaApi(page);
    await page.goto('/');
    await accountMenuButton(page).click();
    await expect(page.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await scan('account menu');
    // Keyboard: Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
    await expect(accountMenuButton(page)).toBeFocused();
  });
}
