import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from '../client';
import { listTables, quoteIdent, readMigrations, readSequences } from './catalog';
import { DUMP_FORMAT, DUMP_VERSION, FILE_CHUNK_BYTES, openDumpWriter } from './dump-format';
import { openSqlSession, type SqlSession } from './sql-session';

export type TransferSummary = {
  rows: Record<string, number>;
  sequences: number;
  files: number;
  missingFiles: string[];
};

const BATCH_ROWS = 500;

/** Text forms that read back identically on any PostgreSQL (timestamps in UTC, bytes as hex). */
export async function setPortableTextForms(session: SqlSession): Promise<void> {
  await session.query(`set local timezone = 'UTC'`);
  await session.query(`set local datestyle = 'ISO, YMD'`);
  await session.query(`set local intervalstyle = 'postgres'`);
  await session.query(`set local bytea_output = 'hex'`);
  await session.query(`set local extra_float_digits = 3`);
}

/**
 * Rows a dump leaves out. The signing key (server_secrets) only travels when asked for
 * (`includeSecrets`): with it, anyone holding the file could mint access tokens for the live
 * sessions it also carries; a shop restored without it generates a new key at start. Account
 * mails (confirmation, recovery, e-mail change links) never travel: their links still work.
 */
export function dumpRowFilter(table: string, includeSecrets: boolean): string {
  if (table === 'server_secrets' && !includeSecrets) return 'where false';
  if (table === 'mail_outbox') return `where kind not like 'auth.%'`;
  return '';
}

/**
 * Writes every row of every table, every sequence position and every uploaded file of the shop
 * to one dump file, all from one consistent snapshot (a live PostgreSQL shop can keep serving).
 * `uploadsDir` is where the local storage backend keeps file bytes (DATA_DIR/uploads).
 */
export async function exportShop(
  handle: DatabaseHandle,
  options: { path: string; uploadsDir: string; includeSecrets?: boolean },
): Promise<TransferSummary> {
  const session = await openSqlSession(handle);
  const writer = openDumpWriter(options.path);
  const summary: TransferSummary = { rows: {}, sequences: 0, files: 0, missingFiles: [] };
  try {
    await session.query('begin isolation level repeatable read read only');
    await setPortableTextForms(session);
    const migrations = await readMigrations(session);
    await writer.write({
      kind: 'header',
      format: DUMP_FORMAT,
      version: DUMP_VERSION,
      createdAt: new Date().toISOString(),
      engine: handle.engine,
      migrations,
    });
    for (const table of await listTables(session)) {
      await writer.write({ kind: 'table', name: table.name, columns: table.columns });
      const values = table.columns.map((c) => `${quoteIdent(c.name)}::text`).join(', ');
      await session.query(
        `declare dump_rows no scroll cursor for select to_json(array[${values}])::text as r from ${quoteIdent(table.name)} ${dumpRowFilter(table.name, options.includeSecrets ?? false)}`,
      );
      let count = 0;
      for (;;) {
        const batch = await session.query<{ r: string }>(`fetch ${BATCH_ROWS} from dump_rows`);
        if (batch.length === 0) break;
        count += batch.length;
        await writer.write(
          `{"kind":"rows","table":${JSON.stringify(table.name)},"rows":[${batch.map((b) => b.r).join(',')}]}`,
        );
      }
      await session.query('close dump_rows');
      summary.rows[table.name] = count;
    }
    for (const sequence of await readSequences(session)) {
      await writer.write({ kind: 'sequence', ...sequence });
      summary.sequences++;
    }
    await exportFiles(session, options.uploadsDir, writer.write, summary);
    await writer.write({ kind: 'end', rowCounts: summary.rows, files: summary.files });
    await session.query('commit');
    return summary;
  } catch (error) {
    await session.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await writer.close();
    session.release();
  }
}

/** The bytes of every stored object kept on local disk; objects whose bytes live in a table travel with that table. */
async function exportFiles(
  session: SqlSession,
  uploadsDir: string,
  write: ReturnType<typeof openDumpWriter>['write'],
  summary: TransferSummary,
): Promise<void> {
  const [known] = await session.query<{ ok: boolean }>(
    `select to_regclass('public.storage_objects') is not null as ok`,
  );
  if (!known?.ok) return;
  const objects = await session.query<{ bucket: string; name: string }>(
    'select bucket, name from storage_objects order by bucket, name',
  );
  for (const { bucket, name } of objects) {
    let body: Buffer;
    try {
      body = await readFile(join(uploadsDir, bucket, ...name.split('/')));
    } catch {
      summary.missingFiles.push(`${bucket}/${name}`);
      continue;
    }
    const sha256 = createHash('sha256').update(body).digest('hex');
    await write({ kind: 'file', bucket, name, size: body.length, sha256 });
    for (let at = 0; at < body.length; at += FILE_CHUNK_BYTES) {
      await write({
        kind: 'chunk',
        data: body.subarray(at, at + FILE_CHUNK_BYTES).toString('base64'),
      });
    }
    summary.files++;
  }
}
