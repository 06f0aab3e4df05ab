import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The fault tests start, kill and restart real server processes: one file at a time, so that on
// a busy 2-core machine each server gets the CPU it needs to start and recover in time.
export default defineConfig({
  // Vitest keeps its results cache under the root; beside the tests it would add a node_modules folder here.
  cacheDir: resolve(import.meta.dirname, '../../../node_modules/.vite/api-faults'),
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
