import { expect, test } from '../support/e2e-test';
import { axeViolations } from '../support/e2e-axe';

// The scans in every a11y spec rest on this helper: it must still report what axe finds in the
// fast in-page mode (the shop's pages have no frames; a page with one gets axe's default mode).
const IMAGE = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';

test('the axe helper reports a violation in a page without frames', async ({ page }) => {
  await page.setContent(`<html lang="en"><head><title>t</title></head><body><main>
    <h1>Scan</h1>${IMAGE}</main></body></html>`);
  expect(await axeViolations(page)).toEqual(['image-alt (img)']);
});
