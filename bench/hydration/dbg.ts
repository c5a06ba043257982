import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of ['/', '/products', '/custom', '/about', '/shop/abyssal-glow-serpent', '/contact', '/shop']) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto('http://127.0.0.1:3300' + path);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await page.waitForTimeout(500);
  const misses = await page.evaluate(() => ((window as any).__misses ?? []).map((m: any) => m[0].slice(-70) + ' @' + m[1]));
  console.log(path, misses.length, JSON.stringify(misses));
  await page.close();
}
await browser.close();
