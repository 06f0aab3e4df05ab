import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

// Whole-screen tests type into many fields; on a loaded CI machine 5 s per test is too tight.
export default mergeConfig(
  projectTestConfig({ environment: 'jsdom', setupFiles: ['../../tools/testing/setup-dom.ts'] }),
  { test: { testTimeout: 20_000 } },
);
