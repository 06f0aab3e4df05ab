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
  'i18next',
  'react-i18next',
] as const;

/** Our libs that hold state (session, query client, message catalogue) or carry the shared look. */
const workspaceLibs = ['@shelfmark/session', '@shelfmark/api-client', '@shelfmark/i18n', '@shelfmark/design-system'] as const;

export type SharedConfig = Record<string, { singleton: true; requiredVersion: string | false; eager?: boolean }>;

/**
 * The one shared list every app's Module Federation config uses, so it cannot drift
 * between teams (docs/adr/0003-shared-singletons.md).
 */
export function sharedSingletons(): SharedConfig {
  const shared: SharedConfig = {};
  for (const name of thirdParty) {
    const version = rootPackage.dependencies[name];
    if (!version) throw new Error(`${name} is shared but not a dependency in package.json`);
    shared[name] = { singleton: true, requiredVersion: `^${version}` };
  }
  for (const name of workspaceLibs) shared[name] = { singleton: true, requiredVersion: false };
  return shared;
}
