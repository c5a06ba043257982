import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/support/chromium-args';

// One free port for the run; workers inherit it through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
// One migrated, seeded database for the run, copied by every server it starts (the web server
// below and the specs' own shops); made here, before the web server starts, and once: workers
// inherit the path. Removed by the global teardown.
process.env.E2E_SHOP_TEMPLATE ??= execFileSync(process.execPath, [
  '--import',
  'tsx',
  'tests/support/make-shop-template.ts',
])
  .toString()
  .trim();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // One retry: a browser test that fails twice is a failure; one that passes on retry is listed as
  // "flaky" in the report, to be fixed, instead of blocking a release on a timing hiccup.
  retries: 1,
  globalTeardown: './tests/support/e2e-global-teardown.ts',
  // Four times the longest ordinary test (a journey of up to 22 s in CI on this 2-core machine,
  // where the other worker, the server and Chromium share the CPU), so a machine two to three
  // times slower still finishes it (decision 161). Longer tests set their own.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Recorded on a failed test's retry only (decision 158): recording every test's trace and
    // throwing most away was a third of the browser suite's CPU on a 2-core machine.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx tests/support/e2e-server.ts',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), WEB_DIR: 'dist/web' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
