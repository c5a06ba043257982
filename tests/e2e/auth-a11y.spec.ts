import { expect, test } from '../support/e2e-test';
import { accountMenuButton, signInAsNewCustomerViaApi } from '../support/e2e-auth';
import { axeViolations } from '../support/e2e-axe';

// Two auth pages a test and the account menu alone: all in one ran 18 s in CI, over a quarter
// of the 60 s limit on a machine two to three times slower.
for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    test('no axe violations on the sign-in form with its errors and the sign-up form', async ({
      page,
    }) => {
      await page.goto('/auth');
      await page
        .getByRole('form', { name: 'Sign in' })
        .getByRole('button', { name: 'Sign In' })
        .click();
      await expect(page.getByText('Email is required')).toBeVisible();
      expect(await axeViolations(page), 'sign in with errors').toEqual([]);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      expect(await axeViolations(page), 'sign up').toEqual([]);
    });

    test('no axe violations on the forgot-password page and a reset without a link', async ({
      page,
    }) => {
      await page.goto('/auth/forgot-password');
      expect(await axeViolations(page), 'forgot password').toEqual([]);
      await page.goto('/auth/reset-password');
      await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
      expect(await axeViolations(page), 'reset without a link').toEqual([]);
    });

    test('no axe violations in the open account menu, which Escape closes', async ({ page }) => {
      await signInAsNewCustomerViaApi(page);
      await page.goto('/');
      await accountMenuButton(page).click();
      await expect(page.getByRole('link', { name: 'My Orders' })).toBeVisible();
      expect(await axeViolations(page), 'account menu').toEqual([]);
      // Keyboard: Escape closes the menu and gives focus back to its button.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
      await expect(accountMenuButton(page)).toBeFocused();
    });
  });
}
