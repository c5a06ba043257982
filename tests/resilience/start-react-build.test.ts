import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/postgres-server';
import { waitForExit } from '../support/spawn-server';

const root = process.cwd();
const dataDir = mkdtempSync(join(tmpdir(), 'shop-react-build-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Decision 143: a plain `npm start` (no NODE_ENV, as a new owner runs it) serves the built shop
 * with React's production build; left to NODE_ENV it rendered pages and mails with React's
 * development build, several times slower per element.
 */
describe('npm start without NODE_ENV', () => {
  it('renders with React’s production build', async () => {
    if (!existsSync(join(root, 'dist/server/main.mjs')))
      execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SKIP_BUILD: '1',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-owner-password-1',
    };
    delete env.NODE_ENV;
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (c) => (log += c));
    child.stderr.on('data', (c) => (log += c));
    try {
      await expect.poll(() => log, { timeout: 60_000, interval: 200 }).toContain('Shop ready at');
      expect(log).toContain('React production build');
      expect(log).not.toContain('React development build');
    } finally {
      child.kill('SIGTERM');
      expect(await waitForExit(child)).toBe(0);
    }
  });
});
