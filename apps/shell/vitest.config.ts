import { QUERY_HYDRATION_PATH, QUERY_HYDRATION_REQUEST } from '../../tools/rspack/query-hydration.ts';
import { projectTestConfig } from '../../vitest.shared.ts';

export default projectTestConfig({ environment: 'jsdom', setupFiles: ['../../tools/testing/setup-dom.ts'], alias: { [QUERY_HYDRATION_REQUEST]: QUERY_HYDRATION_PATH } });
