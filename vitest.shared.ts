import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const workspaceRoot = fileURLToPath(new URL('.', import.meta.url));

/** Base Vitest settings every project merges: DOM projects pass `environment: 'jsdom'`. */
export function projectTestConfig(options: { environment?: 'node' | 'jsdom'; setupFiles?: string[]; alias?: Record<string, string> } = {}) {
  return defineConfig({
    resolve: { alias: options.alias ?? {} },
    // Setup files live in tools/, outside each project's root.
    server: { fs: { allow: [workspaceRoot] } },
    test: {
      environment: options.environment ?? 'node',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: options.setupFiles ?? [],
      // Above testing-library's wait (tools/testing/setup-dom.ts), so a slow wait fails with its own message.
      testTimeout: 15_000,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  });
}
