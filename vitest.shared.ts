import { defineConfig } from 'vitest/config';

/** Base Vitest settings every project merges: DOM projects pass `environment: 'jsdom'`. */
export function projectTestConfig(options: { environment?: 'node' | 'jsdom'; setupFiles?: string[] } = {}) {
  return defineConfig({
    test: {
      environment: options.environment ?? 'node',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: options.setupFiles ?? [],
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  });
}
