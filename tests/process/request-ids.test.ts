import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, waitForExit } from '../support/spawn-server';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-request-ids-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every log line written while a request is served carries its id, also lines from the app-wide logger. */
describe('request ids in the log', () => {
  it('tags the request lines and the mailer line a recovery request causes with the same id', async () => {
    const env = {
      DATA_DIR: dataDir,
      WEB_DIR: join(dataDir, 'no-web'),
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-owner-password-1',
    };
    const server = await spawnServer(env);
    try {
      const res = await fetch(`${server.url}/api/auth/recover`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': 'balancer-id-0123456789abcdef',
        },
        body: JSON.stringify({ email: 'owner@example.com' }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe('balancer-id-0123456789abcdef');
      // The recovery mail is queued after the answer; its log line comes from the mailer's app-wide logger.
      await expect.poll(() => server.output(), { timeout: 15_000 }).toContain('DEVELOPMENT MAIL');
      const lines = server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { msg: string; reqId?: string });
      const mine = lines
        .filter((l) => l.reqId === 'balancer-id-0123456789abcdef')
        .map((l) => l.msg);
      expect(mine).toEqual(
        expect.arrayContaining([
          'incoming request',
          'request completed',
          'DEVELOPMENT MAIL (SMTP_URL not set): not sent; kept in the outbox and shown here',
        ]),
      );
      const mailLines = lines.filter((l) => l.msg.startsWith('DEVELOPMENT MAIL'));
      expect(mailLines.length).toBeGreaterThan(0);
      expect(mailLines.every((l) => l.reqId === 'balancer-id-0123456789abcdef')).toBe(true);
    } finally {
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    }
  });
});
