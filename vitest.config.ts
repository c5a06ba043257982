import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests, and the same API suite on each database engine.
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
        },
      },
      {
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
    ],
  },
});
