import { defineConfig } from 'vitest/config';

const shared = { include: ['src/**/*.test.ts'], environment: 'node' as const, testTimeout: 30_000, hookTimeout: 60_000 };

// The API suite runs on the embedded PGlite and, when DATABASE_URL is set, again on PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_DATABASE: 'pglite' } } },
      ...(process.env['DATABASE_URL'] ? [{ test: { ...shared, name: 'postgres', env: { TEST_DATABASE: 'postgres' } } }] : []),
    ],
  },
});
