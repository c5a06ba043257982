import { defineConfig } from 'vitest/config';

// Four projects: pure unit tests, process tests, and the same API suite on each database engine.
// Files share their worker's modules (`isolate: false`): every API file builds its own app and
// database, so nothing a file needs lives in module state, and evaluating the server's module
// graph again for each of 175 files was a third of the run (decision 118).
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
    isolate: false,
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
