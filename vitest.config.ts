import { defineConfig } from 'vitest/config';

// An odd time zone, so code that forgets time zones fails here rather than at the club.
process.env.TZ = 'Pacific/Chatham';

const integration = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    // The two-instance real-time tests need Redis; they run when TEST_REDIS_URL names one.
    exclude: ['**/*.unit.test.ts', '**/node_modules/**', ...(process.env.TEST_REDIS_URL ? [] : ['**/*-redis.test.ts'])],
    environment: 'node',
    env: { TEST_DB_KIND: dbKind },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A worker runs its files one after another in one module graph, so the server's modules are imported
    // once per worker rather than once per file (that import was a fifth of the suite's time). Each file
    // still builds its own app on its own database (test/app.ts), and the server keeps no state in its
    // modules beyond what every app builds for itself.
    isolate: false,
    setupFiles: ['apps/server/test/setup.ts'],
  },
});

export default defineConfig({
  test: {
    // Each integration file boots its own app on its own copy of a migrated template database
    // (test/database.ts); two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'apps/**/src/**/*.unit.test.ts',
            'packages/shared/src/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
          ],
          environment: 'node',
          // Far from the club's zone (UTC+12:45/+13:45): a date shown in the device's zone fails the tests.
          env: { TZ: 'Pacific/Chatham' },
        },
      },
      integration('integration', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
    ],
  },
});
