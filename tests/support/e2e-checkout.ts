import type { Page } from '@playwright/test';

export type CheckoutAddress = { address: string; city: string; state: string; zipCode: string };

/** The address most checkout journeys ship to (the specs that read it back spell theirs out). */
export const ARLINGTON: CheckoutAddress = {
  address: '1 Compiler Way',
  city: 'Arlington',
  state: 'VA',
  zipCode: '22201',
};

/** Fills the checkout form's address fields (the name and e-mail come from the account). */
export async function fillAddress(page: Page, to: CheckoutAddress): Promise<void> {
  await page.getByLabel('Address').fill(to.address);
  await page.getByLabel('City').fill(to.city);
  await page.getByLabel('State').fill(to.state);
  await page.getByLabel('ZIP Code').fill(to.zipCode);
}
