import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/postgres-server';
import { waitForExit } from '../support/spawn-server';

const root = process.cwd();
const copy = mkdtempSync(join(tmpdir(), 'shop-production-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/**
 * The deploy the README describes, for real: the built tree copied to a fresh folder,
 * `npm ci --omit=dev` there (no Vite, no TypeScript), then `NODE_ENV=production npm start`
 * with its settings in `.env`; the shop must answer its health check, a page and the API.
 */
describe('production start from built artefacts with production dependencies only', () => {
  it('serves the shop after npm ci --omit=dev and never tries to build', async () => {
    if (!existsSync(join(root, 'dist/server/main.mjs')))
      execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    for (const file of tracked)
      if (existsSync(join(root, file)))
        cpSync(join(root, file), join(copy, file), { recursive: true });
    cpSync(join(root, 'dist'), join(copy, 'dist'), { recursive: true });

    const install = spawnSync(
      'npm',
      ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'],
      { cwd: copy, encoding: 'utf8' },
    );
    expect(install.status, install.stderr).toBe(0);
    expect(existsSync(join(copy, 'node_modules/vite'))).toBe(false);
    expect(existsSync(join(copy, 'node_modules/typescript'))).toBe(false);
    expect(existsSync(join(copy, 'node_modules/@vitejs'))).toBe(false);
    expect(existsSync(join(copy, 'node_modules/fastify'))).toBe(true);

    const port = await freePort();
    writeFileSync(
      join(copy, '.env'),
      `PORT=${port}\nHOST=127.0.0.1\nDATA_DIR=./data\nADMIN_EMAIL=owner@example.com\nADMIN_PASSWORD=a-long-owner-password-1\n`,
    );
    // The settings come from .env alone (the environment would win over it).
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    for (const name of [
      'PORT',
      'HOST',
      'DATA_DIR',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'DATABASE_URL',
      'ENV_FILE',
    ])
      delete env[name];
    const child = spawn('npm', ['start'], {
      cwd: copy,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let log = '';
    child.stdout.on('data', (c) => (log += c));
    child.stderr.on('data', (c) => (log += c));
    try {
      const url = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          () =>
            fetch(`${url}/api/health`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 60_000, interval: 250 },
        )
        .toBe(200);
      const page = await fetch(`${url}/shop`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      // Rendered live by dist/ssr with production dependencies alone (decision 055).
      expect(html).toContain('id="page-data"');
      expect(html).toContain('Add to Cart');
      const products = (await (await fetch(`${url}/api/products`)).json()) as unknown[];
      expect(products.length).toBeGreaterThan(0);
      expect(log).not.toMatch(/Building the shop|building…/);
      expect(log).toContain(
        'Admin account owner@example.com created from ADMIN_EMAIL / ADMIN_PASSWORD',
      );
      expect(existsSync(join(copy, 'data/pglite'))).toBe(true);
    } finally {
      // npm runs node as its child: signal the whole group.
      process.kill(-child.pid!, 'SIGTERM');
      await waitForExit(child);
    }
  });
});
