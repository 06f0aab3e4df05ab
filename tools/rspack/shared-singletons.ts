import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const rootPackage = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** Third-party packages that must exist once in the page (they hold state or context). */
const thirdParty = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
] as const;

/** Our libs that hold state (session, query client, message catalogue) or carry the shared look. */
const workspaceLibs = ['@shelfmark/session', '@shelfmark/api-client', '@shelfmark/i18n', '@shelfmark/design-system'] as const;

/** react-router-dom re-exports react-router: the code imports either name, so both carry one list. */
const routerExports = ['BrowserRouter', 'Link', 'NavLink', 'Navigate', 'matchPath', 'useLocation', 'useNavigate', 'useNavigationType', 'useParams', 'useRoutes', 'useSearchParams'];

/**
 * Shared packages built with only these exports (Module Federation shared tree-shaking):
 * the union of what the shell, every remote and every lib import from them. Every app builds
 * with the same lists, so whichever copy the page takes has all of them; a test
 * (shared-singletons.test.ts) fails when code imports a name missing here.
 */
export const treeShakenExports: Partial<Record<(typeof thirdParty)[number], string[]>> = {
  'react-router': routerExports,
  'react-router-dom': routerExports,
  '@tanstack/react-query': ['QueryClient', 'QueryClientProvider', 'keepPreviousData', 'notifyManager', 'onlineManager', 'queryOptions', 'useMutation', 'useQuery', 'useQueryClient'],
};

interface SharedItem {
  singleton: true;
  requiredVersion: string | false;
  eager?: boolean;
  /** The module provided under this name, when it is not the package itself. */
  import?: string;
  version?: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/** Type-only members of `z` (z.infer<...>, z.ZodType<...>): nothing to ship. */
export const zodTypeOnlyMembers = ['infer', 'input', 'output', 'ZodType', 'ZodError'];

/**
 * The module provided as `zod` (zod-shared.ts), by an alias every app's build resolves
 * (zodSharedAlias): the request is written into the page's federation runtime, and an
 * absolute path there would make the shell's bytes depend on where the checkout lives.
 */
export const ZOD_SHARED_REQUEST = '@shelfmark/zod-shared';
export const zodSharedAlias = { [`${ZOD_SHARED_REQUEST}$`]: resolve(import.meta.dirname, 'zod-shared.ts') };

export type SharedConfig = Record<string, SharedItem>;

/**
 * The one shared list every app's Module Federation config uses, so it cannot drift
 * between teams (docs/adr/0003-shared-singletons.md).
 */
export function sharedSingletons(): SharedConfig {
  const shared: SharedConfig = {};
  for (const name of thirdParty) {
    const version = rootPackage.dependencies[name];
    if (!version) throw new Error(`${name} is shared but not a dependency in package.json`);
    const usedExports = treeShakenExports[name];
    shared[name] = { singleton: true, requiredVersion: `^${version}`, ...(usedExports && { treeShaking: { mode: 'runtime-infer', usedExports } }) };
  }
  for (const name of workspaceLibs) shared[name] = { singleton: true, requiredVersion: false };
  // One copy of the parts of zod the contract's schemas use (zod-shared.ts).
  const zodVersion = rootPackage.dependencies['zod'];
  if (!zodVersion) throw new Error('zod is shared but not a dependency in package.json');
  shared['zod'] = { singleton: true, requiredVersion: `^${zodVersion}`, version: zodVersion, import: ZOD_SHARED_REQUEST };
  return shared;
}
