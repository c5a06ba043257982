import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { prepareTemplate } from './template-database';

/**
 * A new PGlite database takes seconds to initialise, so the suite migrates and seeds one
 * template once and every test file starts its own database from the template's dump.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pglite-'));
  const handle = await openDatabase({ dataDir: dir, inMemory: true });
  await prepareTemplate(handle);
  if (handle.engine !== 'pglite') throw new Error('expected PGlite');
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const dumpPath = join(dir, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', dumpPath);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresAdminUrl: string;
  }
}
