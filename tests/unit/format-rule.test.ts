import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Decision 031: formatting is settled once and `npm run lint` keeps it so.
const prettier = join('node_modules', '.bin', 'prettier');
// Inside the tree, where the project's .prettierrc.json and .prettierignore apply as they do to
// any new source file; removed after the test.
const scratch = mkdtempSync(join('tests', 'unit', '.format-rule-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const check = (file: string) => spawnSync(prettier, ['--check', file], { encoding: 'utf8' });

describe('the formatting rule', () => {
  it('is part of npm run lint', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.lint).toMatch(/prettier --check \./);
  });

  // Two Prettier processes: seconds on a loaded machine, so a process-sized limit.
  it('fails on an unformatted file and passes once it is formatted', { timeout: 30_000 }, () => {
    const file = join(scratch, 'unformatted.ts');
    writeFileSync(file, 'export const x = {a:1,   b: "two"}\n');
    const before = check(file);
    expect(before.status).not.toBe(0);
    expect(before.stdout + before.stderr).toContain('unformatted.ts');

    execFileSync(prettier, ['--write', file]);
    expect(readFileSync(file, 'utf8')).toBe("export const x = { a: 1, b: 'two' };\n");
    expect(check(file).status).toBe(0);
  });
});
