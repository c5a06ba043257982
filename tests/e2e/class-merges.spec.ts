import { expect, test } from '../support/e2e-test';

/**
 * Decision 146: a page carries what the server's render made of each class list it merged, and
 * the browser's hydration takes the merged lists from there instead of building tailwind-merge's
 * class map before the app is ready.
 */
const TABLE = /(<script type="application\/json" id="class-merges">)([^<]*)(<\/script>)/;

test('a page carries its class-merge table, and hydration takes its lists from it', async ({
  page,
}) => {
  for (const path of ['/about', '/shop/abyssal-glow-serpent']) {
    const html = await (await page.request.get(path)).text();
    const table = JSON.parse(TABLE.exec(html)?.[2] ?? '{}') as Record<string, number[]>;
    expect(Object.keys(table).length, path).toBeGreaterThan(10);
  }

  // The same page with a table that says "nothing was dropped" for every list: React's props must
  // then be the unmerged lists, which only the table can have given.
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      TABLE,
      (_all, open: string, json: string, close: string) => {
        const keys = Object.keys(JSON.parse(json) as Record<string, number[]>);
        return `${open}${JSON.stringify(Object.fromEntries(keys.map((key) => [key, []])))}${close}`;
      },
    );
    await route.fulfill({ response, body });
  });
  await page.goto('/about');
  const storeLink = page.locator('header a[target="_blank"]').first();
  const painted = (await storeLink.getAttribute('class'))!;
  const rendered = await storeLink.evaluate((element) => {
    const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'))!;
    return (element as unknown as Record<string, { className: string }>)[key]!.className;
  });
  // The server merged `rounded-md … rounded-md` and `inline-flex … hidden` away; the table said not.
  expect(rendered.split(' ').length).toBeGreaterThan(painted.split(' ').length);
  expect(rendered).toContain(painted.split(' ').at(-1)!);
});
