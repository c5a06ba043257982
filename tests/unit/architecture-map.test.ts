import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Backticked repository paths in a Markdown text, leaving out templates (`src/<domain>/`, globs). */
export function namedPaths(markdown: string): string[] {
  const roots = /^(src|tests|scripts|bench|docs|eslint)\//;
  const paths = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '');
  return [...new Set(paths.filter((path) => roots.test(path) && !/[<*{]/.test(path)))];
}

describe('docs/architecture.md, the map of the repository', () => {
  const map = readFileSync('docs/architecture.md', 'utf8');

  it('names only paths that exist', () => {
    const paths = namedPaths(map);
    expect(paths.length).toBeGreaterThan(80);
    expect(paths.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('reads paths out of code spans and leaves templates alone', () => {
    expect(namedPaths('see `src/core/money.ts`, `src/<domain>/` and `src/**/*.test.ts`')).toEqual([
      'src/core/money.ts',
    ]);
  });
});
