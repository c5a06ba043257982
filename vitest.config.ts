import { defineConfig } from 'vitest/config';

// Four projects: pure unit tests, process tests, and the same API suite on each database engine.
// Unit and process files share their worker's modules (`isolate: false`): evaluating the module
// graph again for each file was over half of the unit project's time. The API files keep a fresh
// process each: sharing one halved their time too, but the larger heap of a long-lived worker
// pushed untrusted-files' 100 ms event-loop bound to 105 ms in a clean-clone CI run.
const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: [`tests/support/global-setup-${engine}.ts`],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
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
      apiProject('pglite'),
      apiProject('postgres'),
    ],
  },
});
