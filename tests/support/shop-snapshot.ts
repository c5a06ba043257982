import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { DatabaseHandle } from '../../src/db/client';
import { openSqlSession } from '../../src/db/transfer/sql-session';

export type ShopSnapshot = {
  tables: Record<string, string[]>;
  sequences: Record<string, string | null>;
  files: Record<string, string>;
};

/**
 * Everything a shop holds, read independently of the export code (information_schema,
 * row_to_json, pg_sequences, the uploads folder): every row of every table as JSON, sorted,
 * so two shops compare row by row.
 */
export async function snapshotShop(
  handle: DatabaseHandle,
  uploadsDir: string,
): Promise<ShopSnapshot> {
  const session = await openSqlSession(handle);
  try {
    await session.query(`set timezone = 'UTC'`);
    const tables = await session.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const snapshot: ShopSnapshot = { tables: {}, sequences: {}, files: {} };
    for (const { table_name } of tables) {
      const rows = await session.query<{ r: string }>(
        `select row_to_json(t)::text as r from "${table_name}" t`,
      );
      snapshot.tables[table_name] = rows.map((row) => row.r).sort();
    }
    const sequences = await session.query<{ sequencename: string; last_value: string | null }>(
      `select sequencename, last_value::text as last_value from pg_sequences where schemaname = 'public'`,
    );
    for (const s of sequences) snapshot.sequences[s.sequencename] = s.last_value;
    snapshot.files = hashFiles(uploadsDir);
    return snapshot;
  } finally {
    session.release();
  }
}

function hashFiles(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else
        files[relative(root, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(root);
  return files;
}
