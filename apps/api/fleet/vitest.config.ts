import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// One file: the fleet (three servers, a balancer) is started once and its steps run in order.
export default defineConfig({
  cacheDir: resolve(import.meta.dirname, '../../../node_modules/.vite/api-fleet'),
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
