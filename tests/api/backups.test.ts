import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BackupOverview } from '#core/backups/backup-schedule';
import { useTestApp } from '../support/test-app';
import { type TestUser, useTestUser } from '../support/test-users';

const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });
const customer = useTestUser(t);

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  user: TestUser = admin,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: user.authorization },
    ...(payload ? { payload: payload as object } : {}),
  });

describe('admin backups', () => {
  it('is for the admin only', async () => {
    expect((await call('GET', '/api/admin/backups', customer)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/backups', customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backups' })).statusCode).toBe(401);
  });

  it("shows the default schedule and saves the owner's time and count", async () => {
    const first = (await call('GET', '/api/admin/backups')).json<BackupOverview>();
    expect(first.schedule).toEqual({ enabled: true, timeOfDay: '03:00', keep: 7 });
    expect(first.nextAt).toMatch(/T03:00:00\.000Z$/);
    expect(
      (
        await call('PUT', '/api/admin/backups/schedule', admin, {
          enabled: true,
          timeOfDay: '25:00',
          keep: 3,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', '/api/admin/backups/schedule', admin, {
          enabled: true,
          timeOfDay: '04:15',
          keep: 0,
        })
      ).statusCode,
    ).toBe(400);
    const saved = await call('PUT', '/api/admin/backups/schedule', admin, {
      enabled: true,
      timeOfDay: '04:15',
      keep: 2,
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/backups')).json<BackupOverview>().schedule).toEqual({
      enabled: true,
      timeOfDay: '04:15',
      keep: 2,
    });
  });

  it('writes a backup of the running shop, lists it and downloads it as a shop dump (0600 file)', async () => {
    const res = await call('POST', '/api/admin/backups');
    expect(res.statusCode).toBe(201);
    const file = res.json<{ name: string; size: number }>();
    expect(file.name).toMatch(/^shop-.*\.dump\.gz$/);
    expect(statSync(`${t.config.backupDir}/${file.name}`).mode & 0o777).toBe(0o600);
    expect(readdirSync(t.config.backupDir).filter((n) => n.endsWith('.partial'))).toEqual([]);
    const list = (await call('GET', '/api/admin/backups')).json<BackupOverview>();
    expect(list.backups.map((b) => b.name)).toContain(file.name);

    const download = await call('GET', `/api/admin/backups/${file.name}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${file.name}"`);
    expect(download.rawPayload.length).toBe(file.size);
    const lines = gunzipSync(download.rawPayload)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { kind: string; rowCounts?: Record<string, number> });
    expect(lines[0]).toMatchObject({ kind: 'header', format: 'layerworks-shop-dump' });
    expect(lines.at(-1)?.kind).toBe('end');
    expect(lines.at(-1)?.rowCounts?.products).toBeGreaterThan(0);
  });

  it('refuses names outside the backup pattern and answers 404 for a missing backup', async () => {
    expect((await call('GET', '/api/admin/backups/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect(
      (await call('GET', '/api/admin/backups/shop-2000-01-01T00-00-00Z.dump.gz')).statusCode,
    ).toBe(404);
  });

  it('writes a scheduled backup when due, once, and keeps only the newest ones', async () => {
    for (const name of readdirSync(t.config.backupDir)) rmSync(`${t.config.backupDir}/${name}`);
    for (const day of ['01', '02', '03'])
      writeFileSync(`${t.config.backupDir}/shop-2020-01-${day}T04-15-00Z.dump.gz`, 'old');
    // The slot was a minute ago; the newest backup is from 2020, so one is due.
    const now = new Date(Date.now() - 60_000);
    const slot = `${String(now.getUTCHours()).padStart(2, '0')}:${String(now.getUTCMinutes()).padStart(2, '0')}`;
    await call('PUT', '/api/admin/backups/schedule', admin, {
      enabled: true,
      timeOfDay: slot,
      keep: 2,
    });
    expect(await t.app.backups.tick()).toBe(true);
    expect(await t.app.backups.tick()).toBe(false);
    const names = readdirSync(t.config.backupDir).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toBe('shop-2020-01-03T04-15-00Z.dump.gz');
    await call('PUT', '/api/admin/backups/schedule', admin, {
      enabled: false,
      timeOfDay: slot,
      keep: 2,
    });
    expect(await t.app.backups.tick(new Date(now.getTime() + 86_400_000))).toBe(false);
  });
});
