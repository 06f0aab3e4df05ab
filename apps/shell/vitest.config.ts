import { queryHydrationAlias } from '../../tools/rspack/query-hydration.ts';
import { projectTestConfig } from '../../vitest.shared.ts';

export default projectTestConfig({ environment: 'jsdom', setupFiles: ['../../tools/testing/setup-dom.ts'], alias: queryHydrationAlias });
