import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema/operations';
import { getOrCreateSecret } from '../../src/server/lib/server-secrets';
import { prepareTemplate } from '../support/template-database';

/** Backups are the owner's alone and carry no key that opens the shop. */
const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'shop-backup-'));
const dataDir = join(root, 'data');
const npmScript = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });

let signingKey: string;
const LINK_TOKEN = 'a-working-recovery-token-0123456789abcdefghijk';

beforeAll(async () => {
  const handle = await openDatabase({ dataDir });
  await prepareTemplate(handle);
  signingKey = await getOrCreateSecret(handle.db, 'jwt');
  await handle.db.insert(mailOutbox).values([
    {
      to: 'a@example.com',
      subject: 'Reset',
      text: `https://shop/auth/reset-password#token=${LINK_TOKEN}&type=recovery`,
      kind: 'auth.recovery',
    },
    {
      to: 'a@example.com',
      subject: 'Your order',
      text: 'Thanks for your order',
      kind: 'order_confirmation',
    },
  ]);
  await handle.close();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

describe('npm run db:backup', () => {
  it('writes a 0600 file in a 0700 folder without the signing key or working links', async () => {
    const out = await npmScript('db-backup', [], { DATA_DIR: dataDir });
    expect(out.stdout).toMatch(/Backed up/);
    const dir = join(dataDir, 'backups');
    const [name] = readdirSync(dir);
    const file = join(dir, name!);
    expect(mode(dir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    expect(text).toContain('Thanks for your order');
    expect(text).not.toContain(signingKey);
    expect(text).not.toContain(LINK_TOKEN);
  }, 120_000);

  it('carries the key only with --include-secrets; a restore without it makes a new key', async () => {
    const withKey = join(root, 'with-key.dump.gz');
    await npmScript('db-backup', [withKey, '--include-secrets'], { DATA_DIR: dataDir });
    expect(mode(withKey)).toBe(0o600);
    expect(gunzipSync(readFileSync(withKey)).toString('utf8')).toContain(signingKey);

    const without = join(root, 'without-key.dump.gz');
    await npmScript('db-backup', [without], { DATA_DIR: dataDir });
    const restoredDir = join(root, 'restored');
    await npmScript('db-restore', [without], { DATA_DIR: restoredDir });
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const key = await getOrCreateSecret(restored.db, 'jwt');
      expect(key).not.toBe(signingKey);
      expect(key.length).toBeGreaterThanOrEqual(60);
    } finally {
      await restored.close();
    }
  }, 180_000);
});
