import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSource, readRecords } from '../support/decision-citations';

/**
 * Decision 163: comments cite only records in force (a wholly superseded record is history: cite
 * the one that holds that part now) and no issue numbers of a tracker outside the repository.
 * Each record's status comes from its own file; the index must agree with it.
 */
const root = join(import.meta.dirname, '../..');
const decisionsDir = join(root, 'docs/decisions');
const records = readRecords(decisionsDir);

const SOURCE = /\.(ts|tsx|css|html)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** tests/, bench/ and scripts/: their code, not fixture data (bench/results.md is not code). */
const SCRIPT = /\.(ts|mjs|js)$/;
const NOT_SCANNED = [
  'tests/support/corpus', // fixture data
  // The scanner and its test: their examples and planted citations are the forms it must catch.
  'tests/support/decision-citations.ts',
  'tests/unit/decision-citations-scanner.test.ts',
];

function scriptFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && SCRIPT.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => {
      const rel = relative(root, f);
      return !NOT_SCANNED.some((n) => rel === n || rel.startsWith(`${n}/`));
    });
}

const files = [
  ...sourceFiles(join(root, 'src')),
  ...scriptFiles('tests'),
  ...scriptFiles('bench'),
  ...scriptFiles('scripts'),
  ...readdirSync(join(root, 'eslint')).map((f) => join(root, 'eslint', f)),
  ...readdirSync(root)
    .filter((f) => /^(eslint\.config\.js|[a-z.]+\.config\.ts)$/.test(f))
    .map((f) => join(root, f)),
];

describe('decision citations', () => {
  it('finds the records and the sources', () => {
    expect(records.size).toBeGreaterThan(160);
    expect(records.get('018b')?.superseded).toBe(true);
    expect(records.get('005')?.superseded).toBe(false); // partly superseded stays citable
    expect(files.length).toBeGreaterThan(300);
  });

  it('every record has a Status line', () => {
    const missing = [...records.values()].filter((r) => r.status === '').map((r) => r.file);
    expect(missing).toEqual([]);
  });

  it('comments cite no superseded or unknown record, and no issue number', () => {
    const findings = files.flatMap((file) =>
      checkSource(relative(root, file), readFileSync(file, 'utf8'), records),
    );
    expect(findings.map((f) => `${f.file}:${f.line}: ${f.problem}`)).toEqual([]);
  });

  it('the index lists records in force above the history, each once, as its Status says', () => {
    const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8');
    const historyAt = index.indexOf('\n## History');
    expect(historyAt).toBeGreaterThan(0);
    const misplaced: string[] = [];
    for (const record of records.values()) {
      const link = `](${record.file})`;
      const first = index.indexOf(link);
      if (first === -1 || index.indexOf(link, first + 1) !== -1) {
        misplaced.push(`${record.file}: linked ${first === -1 ? 'nowhere' : 'twice'}`);
      } else if (first > historyAt !== record.superseded) {
        misplaced.push(
          `${record.file}: "${record.status}" but listed ${first > historyAt ? 'in the history' : 'in force'}`,
        );
      } else if (record.status !== 'accepted') {
        const line = index.slice(first, index.indexOf('\n', first));
        if (!line.endsWith(`: ${record.status}`))
          misplaced.push(`${record.file}: index line lacks its Status`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
