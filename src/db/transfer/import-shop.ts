import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DatabaseHandle } from '../client';
import { runMigrations } from '../migrate';
import {
  listTables,
  quoteIdent,
  readMigrations,
  type SequenceState,
  type TableInfo,
} from './catalog';
import { DUMP_FORMAT, DUMP_VERSION, readDump, type DumpRecord } from './dump-format';
import { setPortableTextForms, type TransferSummary } from './export-shop';
import { openSqlSession, type SqlSession } from './sql-session';

export type ImportOptions = {
  path: string;
  /** Where the local storage backend keeps file bytes on the target (DATA_DIR/uploads). */
  uploadsDir: string;
  /** Replace a shop that already has data (restore); without it the target must be empty. */
  replace?: boolean;
};

type PendingFile = {
  bucket: string;
  name: string;
  size: number;
  sha256: string;
  staged: string;
  chunks: Buffer[];
};

/**
 * Loads a dump into the configured database: migrates it, then inserts every row in
 * foreign-key order, sets every sequence and stores every file, all in one transaction, so an
 * import that fails half-way (bad or truncated file) leaves the target as it was.
 */
export async function importShop(
  handle: DatabaseHandle,
  options: ImportOptions,
): Promise<TransferSummary> {
  await runMigrations(handle);
  const session = await openSqlSession(handle);
  await mkdir(dirname(options.uploadsDir), { recursive: true });
  const staging = await mkdtemp(join(dirname(options.uploadsDir), '.uploads-import-'));
  const summary: TransferSummary = { rows: {}, sequences: 0, files: 0, missingFiles: [] };
  const staged: PendingFile[] = [];
  const sequences: SequenceState[] = [];
  try {
    await session.query('begin');
    await setPortableTextForms(session);
    const tables = new Map((await listTables(session)).map((t) => [t.name, t]));
    let current: { table: TableInfo; insert: string } | undefined;
    let file: PendingFile | undefined;
    let ended = false;
    const finishFile = async () => {
      if (!file) return;
      const body = Buffer.concat(file.chunks);
      const sha256 = createHash('sha256').update(body).digest('hex');
      if (body.length !== file.size || sha256 !== file.sha256)
        throw new Error(`File ${file.bucket}/${file.name} is damaged in the dump`);
      await writeFile(file.staged, body);
      file.chunks = [];
      staged.push(file);
      file = undefined;
    };
    for await (const record of readDump(options.path)) {
      if (ended) throw new Error('The dump has data after its end record');
      if (record.kind !== 'chunk') await finishFile();
      switch (record.kind) {
        case 'header':
          await checkHeader(session, record, tables, options.replace ?? false);
          break;
        case 'table': {
          if (current?.table.hasUserTriggers)
            await session.query(
              `alter table ${quoteIdent(current.table.name)} enable trigger user`,
            );
          current = {
            table: matchTable(tables, record),
            insert: insertStatement(
              tables.get(record.name)!,
              record.columns.map((c) => c.name),
            ),
          };
          if (current.table.hasUserTriggers)
            await session.query(`alter table ${quoteIdent(record.name)} disable trigger user`);
          summary.rows[record.name] = 0;
          break;
        }
        case 'rows':
          if (!current || current.table.name !== record.table)
            throw new Error(`Rows of ${record.table} outside its table section`);
          await session.query(current.insert, [JSON.stringify(record.rows)]);
          summary.rows[record.table]! += record.rows.length;
          break;
        case 'sequence':
          sequences.push(record);
          break;
        case 'file':
          file = { ...record, staged: join(staging, String(staged.length)), chunks: [] };
          break;
        case 'chunk':
          if (!file) throw new Error('File data without a file record');
          file.chunks.push(Buffer.from(record.data, 'base64'));
          break;
        case 'end':
          checkCounts(record, summary, staged.length);
          ended = true;
          break;
      }
    }
    await finishFile();
    if (current?.table.hasUserTriggers)
      await session.query(`alter table ${quoteIdent(current.table.name)} enable trigger user`);
    if (!ended) throw new Error('The dump is incomplete (no end record): nothing was imported');
    // setval is never rolled back, so sequences move only once nothing else can fail.
    for (const s of sequences) {
      await session.query('select setval($1::regclass, $2::bigint, $3::boolean)', [
        `public.${quoteIdent(s.name)}`,
        s.lastValue,
        s.isCalled,
      ]);
    }
    summary.sequences = sequences.length;
    await session.query('commit');
  } catch (error) {
    await session.query('rollback').catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    session.release();
  }
  if (options.replace) await rm(options.uploadsDir, { recursive: true, force: true });
  for (const f of staged) {
    const target = join(options.uploadsDir, f.bucket, ...f.name.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await rename(f.staged, target);
  }
  summary.files = staged.length;
  await rm(staging, { recursive: true, force: true });
  return summary;
}

async function checkHeader(
  session: SqlSession,
  header: Extract<DumpRecord, { kind: 'header' }>,
  tables: Map<string, TableInfo>,
  replace: boolean,
): Promise<void> {
  if (header.format !== DUMP_FORMAT || header.version !== DUMP_VERSION)
    throw new Error('Not a shop dump of a known version');
  const migrations = await readMigrations(session);
  if (migrations.join() !== header.migrations.join()) {
    throw new Error(
      `The dump was made by a different version of the shop (${header.migrations.length} migrations, this one has ${migrations.length}). ` +
        'Run the same version on both sides: start the source shop once on this version, then export again.',
    );
  }
  const names = [...tables.keys()];
  if (replace) {
    if (names.length > 0)
      await session.query(`truncate ${names.map(quoteIdent).join(', ')} cascade`);
    return;
  }
  for (const name of names) {
    const [row] = await session.query<{ any: boolean }>(
      `select exists(select 1 from ${quoteIdent(name)}) as any`,
    );
    if (row?.any) {
      throw new Error(
        `The target database already holds data (table ${name}). Import into an empty database, or restore with --replace.`,
      );
    }
  }
}

function matchTable(
  tables: Map<string, TableInfo>,
  record: Extract<DumpRecord, { kind: 'table' }>,
): TableInfo {
  const table = tables.get(record.name);
  if (!table) throw new Error(`The target has no table ${record.name}`);
  const want = table.columns
    .map((c) => c.name)
    .sort()
    .join();
  const got = record.columns
    .map((c) => c.name)
    .sort()
    .join();
  if (want !== got)
    throw new Error(
      `Table ${record.name} has different columns in the dump (${got}) and the target (${want})`,
    );
  return table;
}

/** One INSERT per batch: the rows arrive as one JSON array of text values, cast to each column's type. */
function insertStatement(table: TableInfo, order: string[]): string {
  const types = new Map(table.columns.map((c) => [c.name, c.type]));
  const values = order.map((name, i) => `(r->>${i})::${types.get(name)}`).join(', ');
  const overriding = table.hasIdentityAlways ? ' overriding system value' : '';
  return `insert into ${quoteIdent(table.name)} (${order.map(quoteIdent).join(', ')})${overriding} select ${values} from json_array_elements($1::json) as r`;
}

function checkCounts(
  end: Extract<DumpRecord, { kind: 'end' }>,
  summary: TransferSummary,
  files: number,
): void {
  for (const [table, count] of Object.entries(end.rowCounts)) {
    if (summary.rows[table] !== count)
      throw new Error(
        `Table ${table}: the dump promises ${count} rows, ${summary.rows[table] ?? 0} were read`,
      );
  }
  if (end.files !== files)
    throw new Error(`The dump promises ${end.files} files, ${files} were read`);
}
