import { defineConfig } from 'vitest/config';

// The slow suites (crash, load, sqlmap): `npm run test:resilience`, run by CI after `npm test`.
export default defineConfig({
  test: {
    name: 'resilience',
    include: ['tests/resilience/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
