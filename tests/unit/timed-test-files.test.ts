import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIMED_TEST_FILES, TIMING_CALL } from '../support/timed-test-files';

/** The Vitest files of the projects that run beside each other (vitest.config.ts). */
const FILES = ['src', 'tests/unit', 'tests/process', 'tests/api'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => join(dir, name).replaceAll('\\', '/')),
);

const listed = new Set<string>(Object.values(TIMED_TEST_FILES).flat());

/** Decision 159: a file that times itself runs alone, so it must be on the list. */
describe('test files that time themselves', () => {
  it('are all on the timed list, which names only such files', () => {
    const timing = FILES.filter(
      (file) =>
        file !== 'tests/unit/timed-test-files.test.ts' &&
        TIMING_CALL.test(readFileSync(file, 'utf8')),
    ).sort();
    expect(timing.length).toBeGreaterThan(5);
    expect(timing).toEqual([...listed].sort());
  });

  it('finds a clock read, the loop monitor and the bench loop measurement', () => {
    expect(TIMING_CALL.test('const t = performance.now();')).toBe(true);
    expect(TIMING_CALL.test("import { monitorEventLoopDelay } from 'node:perf_hooks';")).toBe(true);
    expect(TIMING_CALL.test('await measureLoopWhileSlicing()')).toBe(true);
    expect(TIMING_CALL.test('measureMesh(mesh)')).toBe(false);
  });
});
