import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { adminQuery } from './postgres-server';
import { PG_TEMPLATE } from './template-database';

export type TestEngine = 'pglite' | 'postgres';

export const testEngine = (): TestEngine =>
  process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/** A fresh database holding the migrated, seeded template, on the engine of this test project. */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (testEngine() === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplatePath'));
    return openDatabase({ dataDir: '', inMemory: true, loadDataDir: new Blob([dump]) });
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 20 });
  const close = handle.close;
  return {
    ...handle,
    url,
    close: async () => {
      await close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  } as DatabaseHandle & { url: string };
}
