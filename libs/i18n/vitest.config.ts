import { projectTestConfig } from '../../vitest.shared.ts';

export default projectTestConfig({ environment: 'jsdom', setupFiles: ['../../tools/testing/setup-dom.ts'] });
