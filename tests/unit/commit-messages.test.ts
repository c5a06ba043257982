import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  findBadSubjects,
  MAX_SUBJECT_LENGTH,
  parseSubjects,
} from '../../scripts/lib/commit-subjects';

const log = (...subjects: string[]) =>
  subjects.map((s, i) => `${String(i).padEnd(40, 'a')}\0${s}\0`).join('\n');

describe('commit subjects', () => {
  it('accepts a subject of exactly 72 characters', () => {
    const subject = 'x'.repeat(MAX_SUBJECT_LENGTH);
    expect(findBadSubjects(parseSubjects(log(subject)))).toEqual([]);
  });

  it('refuses a 73-character subject and names the commit', () => {
    const bad = findBadSubjects(parseSubjects(log('ok', 'y'.repeat(73))));
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatch(/^1a{9} subject is 73 characters/);
  });

  it('counts characters, not UTF-8 bytes', () => {
    expect(findBadSubjects(parseSubjects(log('é'.repeat(72))))).toEqual([]);
  });

  it('refuses an empty subject', () => {
    expect(findBadSubjects(parseSubjects(log('')))).toHaveLength(1);
  });

  describe('the check on a real repository', () => {
    const repo = mkdtempSync(join(tmpdir(), 'commit-subjects-'));
    afterAll(() => rmSync(repo, { recursive: true, force: true }));
    const env = { ...process.env, GIT_DIR: join(repo, '.git'), GIT_WORK_TREE: repo };
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
        env,
      });
    const check = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-commit-messages.ts'], {
        env,
        encoding: 'utf8',
      });
    git('init', '-q', repo);

    it('passes a subject, a blank line and a body', () => {
      git(
        'commit',
        '-q',
        '--allow-empty',
        '-m',
        'Short subject',
        '-m',
        'Why, at length. '.repeat(9),
      );
      expect(check().status).toBe(0);
    });

    it('fails a body written without the blank line, as git reads it into the subject', () => {
      git('commit', '-q', '--allow-empty', '-m', `Short subject\n${'and its body '.repeat(6)}`);
      const result = check();
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/1 of 2 break git's convention/);
      expect(result.stderr).toMatch(/subject is 9\d characters/);
    });
  });
});
