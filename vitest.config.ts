import { defineConfig } from 'vitest/config';

// Files whose assertions are timings of this process (untrusted-files bounds the event loop's
// delay at 100 ms): they run in a fresh process each, away from a long-lived worker's heap.
const TIMED_API_FILES = ['tests/api/untrusted-files.test.ts'];

// The API suite runs on each database engine. Its files share their worker's modules
// (`isolate: false`): evaluating the app's module graph again for every file was a quarter of the
// suite's time. The timed files keep a fresh process each: in a shared worker the larger heap
// pushed untrusted-files' 100 ms event-loop bound to 105 ms in a clean-clone CI run.
const apiProject = (engine: 'pglite' | 'postgres', timed: boolean) => ({
  test: {
    name: timed ? `api-${engine}-timed` : `api-${engine}`,
    include: timed ? TIMED_API_FILES : ['tests/api/**/*.test.ts'],
    exclude: timed ? [] : TIMED_API_FILES,
    environment: 'node',
    globalSetup: [`tests/support/global-setup-${engine}.ts`],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    isolate: timed,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          isolate: false,
        },
      },
      apiProject('pglite', false),
      apiProject('pglite', true),
      apiProject('postgres', false),
      apiProject('postgres', true),
    ],
  },
});
