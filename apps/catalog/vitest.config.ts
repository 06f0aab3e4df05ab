import { projectTestConfig } from '../../vitest.shared';

export default projectTestConfig({ environment: 'jsdom', setupFiles: ['../../tools/testing-setup-dom.ts', './vitest.setup.ts'] });
