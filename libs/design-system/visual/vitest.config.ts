import { defineConfig } from 'vitest/config';

// The visual check's own tests (npm test runs them after build-storybook): Node, a real Chromium.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
