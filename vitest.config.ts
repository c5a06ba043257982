import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { TIMED_TEST_FILES } from './tests/support/timed-test-files';

// Files that time themselves (tests/support/timed-test-files.ts) run after every other file, one at
// a time, each in a fresh process: Vitest's sequential group (`isolate`, one worker). Beside a
// second worker the slicer's 100 ms event-loop bound measured 154 ms (decision 159).

/** A project's files but the timed ones, or only its timed ones (`<name>-timed`, run alone, last). */
const project = (
  kind: keyof typeof TIMED_TEST_FILES,
  name: string,
  include: string[],
  timed: boolean,
  test: Record<string, unknown> = {},
) => ({
  test: {
    name: timed ? `${name}-timed` : name,
    include: timed ? [...TIMED_TEST_FILES[kind]] : include,
    exclude: timed ? [] : [...TIMED_TEST_FILES[kind]],
    environment: 'node',
    // Untimed files share their worker's modules (`isolate: false`): evaluating the app's module
    // graph again for every file was a quarter of the API suite's time.
    isolate: timed,
    ...(timed ? { maxWorkers: 1 } : {}),
    ...test,
  },
});

// The API suite runs on each database engine.
const apiProject = (engine: 'pglite' | 'postgres', timed: boolean) =>
  project('api', `api-${engine}`, ['tests/api/**/*.test.ts'], timed, {
    globalSetup: [`tests/support/global-setup-${engine}.ts`],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  });

export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one to its main process, which mostly waits: one worker
    // on a 2-core machine); the timed files above run one at a time whatever this is.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      ...[false, true].map((timed) =>
        project('unit', 'unit', ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'], timed),
      ),
      ...[false, true].map((timed) =>
        project('process', 'process', ['tests/process/**/*.test.ts'], timed, {
          testTimeout: 120_000,
        }),
      ),
      ...(['pglite', 'postgres'] as const).flatMap((engine) =>
        [false, true].map((timed) => apiProject(engine, timed)),
      ),
    ],
  },
});
