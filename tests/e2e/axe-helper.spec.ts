import { expect, test } from '../support/e2e-test';
import { axeViolations } from '../support/e2e-axe';

// The scans in every a11y spec rest on this helper: it must still report what axe finds, in the
// page (the fast in-page mode) and inside a frame (the default mode, which reaches frames).
const IMAGE = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';

test('the axe helper reports a violation in a page without frames', async ({ page }) => {
  await page.setContent(`<html lang="en"><head><title>t</title></head><body><main>
    <h1>Scan</h1>${IMAGE}</main></body></html>`);
  expect(await axeViolations(page)).toEqual(['image-alt (img)']);
});

test('the axe helper reports a violation inside a frame', async ({ page }) => {
  await page.setContent(`<html lang="en"><head><title>t</title></head><body><main><h1>Scan</h1>
    <iframe title="inner" srcdoc="<html lang='en'><body><main><input type='text'></main></body></html>"></iframe>
    </main></body></html>`);
  await expect(page.frameLocator('iframe').locator('input')).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations.some((v) => v.startsWith('label ('))).toBe(true);
});
