import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * `dehydrate` and `hydrate` for the offline copy (apps/shell/src/offline), from query-core's
 * CommonJS build: a module graph of its own, so the shared react-query the first screen loads
 * does not take query-core's hydration along with it (Home's first load carries none of it).
 */
export const QUERY_HYDRATION_REQUEST = '@shelfmark/query-hydration';
const queryCoreRoot = dirname(createRequire(import.meta.url).resolve('@tanstack/query-core/package.json'));
export const QUERY_HYDRATION_PATH = join(queryCoreRoot, 'build/modern/hydration.cjs');
/** Rspack's exact-match alias (`$`); Vitest takes `{ [QUERY_HYDRATION_REQUEST]: QUERY_HYDRATION_PATH }`. */
export const queryHydrationAlias = { [`${QUERY_HYDRATION_REQUEST}$`]: QUERY_HYDRATION_PATH };
