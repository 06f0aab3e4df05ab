import { resolve } from 'node:path';
import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared';

export default mergeConfig(
  projectTestConfig({ environment: 'jsdom', setupFiles: ['../../tools/testing-setup-dom.ts', './vitest.setup.ts'] }),
  // `vitest --root libs/design-system` run from the repo root computes Vite's allowed
  // folders from the relative root and then refuses ../../tools; allow the workspace.
  { server: { fs: { allow: [resolve(import.meta.dirname, '../..')] } } },
);
