import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, waitForExit, type SpawnedServer } from '../support/spawn-server';
import {
  addCustomers,
  createShop,
  CUSTOMER_PASSWORD,
  prepareCatalogue,
  type Catalogue,
  type Customer,
  type ShopUnderTest,
} from './support/shop-under-test';

const run = promisify(execFile);
const SQLMAP = '/usr/bin/sqlmap';
let shop: ShopUnderTest;
let server: SpawnedServer;
let customer: Customer;
let catalogue: Catalogue;
const outputDir = mkdtempSync(join(tmpdir(), 'sqlmap-'));

beforeAll(async () => {
  if (!existsSync(SQLMAP)) throw new Error('sqlmap is not installed: apt-get install -y sqlmap');
  shop = await createShop('pglite');
  const setup = await shop.open();
  customer = (await addCustomers(setup, 1, 'sqlmap'))[0]!;
  catalogue = await prepareCatalogue(setup, 1000);
  await setup.close();
  server = await spawnServer(shop.env);
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  if (server) await waitForExit(server.child);
  await shop?.cleanup();
  rmSync(outputDir, { recursive: true, force: true });
});

/**
 * Debian's sqlmap against the endpoints that take text into queries. The xforwardedfor tamper
 * gives every request its own client address, so the rate limits (which would otherwise answer
 * 429 and blind the scan) let the payloads through to the database.
 */
async function sqlmap(args: string[]): Promise<string> {
  const { stdout } = await run(
    SQLMAP,
    [
      '--batch',
      '--flush-session',
      '--disable-coloring',
      `--output-dir=${outputDir}`,
      '--dbms=PostgreSQL',
      '--level=2',
      '--risk=1',
      '--technique=BEUST',
      '--time-sec=2',
      '--threads=2',
      '--tamper=xforwardedfor',
      '--ignore-code=401,404,409,429',
      ...args,
    ],
    { maxBuffer: 64 * 1024 * 1024, timeout: 600_000 },
  );
  return stdout;
}

function expectNothingFound(output: string) {
  const lines = output
    .split('\n')
    .filter((l) => /injectable|vulnerable|identified the following injection/i.test(l));
  console.log(`sqlmap verdict:\n  ${lines.join('\n  ')}`);
  expect(output).not.toMatch(
    /identified the following injection point|appears to be .* injectable|is vulnerable/i,
  );
  expect(output).toMatch(/all tested parameters do not appear to be injectable/);
}

describe('sqlmap finds no SQL injection', () => {
  it('in the shop search (catalogue query parameters)', async () => {
    expectNothingFound(
      await sqlmap(['-u', `${server.url}/api/products?q=dragon&category=Fidgets&sort=name`]),
    );
  });

  it('in sign-in', async () => {
    const data = JSON.stringify({ email: customer.email, password: CUSTOMER_PASSWORD });
    expectNothingFound(
      await sqlmap([
        '-u',
        `${server.url}/api/auth/token?grant_type=password`,
        `--data=${data}`,
        '--headers=Content-Type: application/json',
      ]),
    );
  });

  it('in the discount check', async () => {
    const data = JSON.stringify({
      code: 'WELCOME10',
      items: [{ productId: catalogue.productIds[0], quantity: 1 }],
    });
    expectNothingFound(
      await sqlmap([
        '-u',
        `${server.url}/api/discounts/check`,
        `--data=${data}`,
        `--headers=Content-Type: application/json\\nAuthorization: ${customer.authorization}`,
      ]),
    );
  });
});
