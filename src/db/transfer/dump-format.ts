import { chmodSync, createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import type { ColumnInfo, SequenceState } from './catalog';

/**
 * The shop's dump: gzip-compressed JSON lines, engine-independent. Every value is PostgreSQL's
 * own text form of it (what `COPY` writes), so numerics, timestamps, arrays, JSON and bytes
 * come back exactly; the `end` record makes a truncated file fail loudly instead of half-loading.
 */
export const DUMP_FORMAT = 'layerworks-shop-dump';
export const DUMP_VERSION = 1;
/** Upload bytes are split into lines of this many bytes so no line gets huge. */
export const FILE_CHUNK_BYTES = 1 << 20;

export type DumpRecord =
  | {
      kind: 'header';
      format: string;
      version: number;
      createdAt: string;
      engine: string;
      migrations: string[];
    }
  | { kind: 'table'; name: string; columns: ColumnInfo[] }
  | { kind: 'rows'; table: string; rows: (string | null)[][] }
  | ({ kind: 'sequence' } & SequenceState)
  | { kind: 'file'; bucket: string; name: string; size: number; sha256: string }
  | { kind: 'chunk'; data: string }
  | { kind: 'end'; rowCounts: Record<string, number>; files: number };

export type DumpWriter = {
  write(record: DumpRecord | string): Promise<void>;
  close(): Promise<void>;
};

/** Dumps hold customers' data: only the owner of the file may read it (a file that existed is narrowed too). */
export const DUMP_FILE_MODE = 0o600;

/** Writes records (or pre-serialised JSON lines) to a gzip file, respecting back-pressure. */
export function openDumpWriter(path: string): DumpWriter {
  const gzip = createGzip();
  const file = createWriteStream(path, { mode: DUMP_FILE_MODE });
  file.once('open', () => chmodSync(path, DUMP_FILE_MODE));
  gzip.pipe(file);
  const finished = once(file, 'finish');
  return {
    async write(record) {
      const line = (typeof record === 'string' ? record : JSON.stringify(record)) + '\n';
      if (!gzip.write(line)) await once(gzip, 'drain');
    },
    async close() {
      gzip.end();
      await finished;
    },
  };
}

/** Reads the records of a dump file one by one. */
export async function* readDump(path: string): AsyncGenerator<DumpRecord> {
  const lines = createInterface({
    input: createReadStream(path).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    yield JSON.parse(line) as DumpRecord;
  }
}
