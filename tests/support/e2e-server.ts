import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/start';
import { copyShopTemplate } from './copy-shop-template';
import { E2E_ADMIN } from './e2e-constants';

/** The server the browser tests drive: the real start path on a fresh temp data folder. */
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
copyShopTemplate(dataDir);
const server = await startServer(
  loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // Specs play several visitors with X-Forwarded-For, as a local reverse proxy would send it.
    TRUST_PROXY: 'loopback',
    // Every browser test signs in from 127.0.0.1 (and often as the one admin): no throttling here.
    AUTH_RATE_LIMIT_PER_IP: process.env.AUTH_RATE_LIMIT_PER_IP ?? '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: process.env.AUTH_RATE_LIMIT_PER_EMAIL ?? '100000',
  }),
);
console.log(`e2e server ready at ${server.url}`);

const shutdown = async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
