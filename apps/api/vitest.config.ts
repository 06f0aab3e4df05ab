import { defineConfig } from 'vitest/config';

// Test files share a worker's module cache (isolate: false): each builds its own app and database,
// and importing Fastify, Drizzle and zod once per worker instead of once per file saves a second a file.
const shared = { include: ['src/**/*.test.ts'], environment: 'node' as const, testTimeout: 30_000, hookTimeout: 120_000, isolate: false };

// The API suite runs on the embedded PGlite and, when DATABASE_URL is set, again on PostgreSQL.
export default defineConfig({
  test: {
    // Files mostly wait on a database (PGlite in the worker, or the PostgreSQL server), so two
    // workers keep two cores busy; Vitest's default on a 2-core machine is one.
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_DATABASE: 'pglite' } } },
      ...(process.env['DATABASE_URL'] ? [{ test: { ...shared, name: 'postgres', env: { TEST_DATABASE: 'postgres' } } }] : []),
    ],
  },
});
