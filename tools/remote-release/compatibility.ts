import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { satisfy } from '@module-federation/runtime';
import { BUILT_AGAINST_FILE, type BuildRecord, type RoutesShape } from '../rspack/built-against-plugin';

/**
 * What a build fits (docs/adr/0044-compatibility-gate.md): the version of every shared
 * singleton it carries, from its mf-manifest.json; the @shelfmark/contract version it was
 * compiled with and its `./routes` shape, from built-against.json.
 */
export interface BuiltAgainst {
  shared: Record<string, string>;
  contractVersion: string;
  routes: unknown;
  /**
   * The range each shared package must satisfy (requiredVersion of tools/rspack/shared-singletons.ts);
   * `false` where any version fits (our libs). Absent: `^version`.
   */
  requires?: Record<string, string | false>;
}

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string | false | null;
}

async function readJson<T>(file: string): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${file} could not be read: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Reads what the build in `distDir` (a remote's or the shell's) was built against. */
export async function describeBuild(distDir: string): Promise<BuiltAgainst> {
  const manifest = await readJson<{ shared?: ManifestShared[] }>(join(distDir, 'mf-manifest.json'));
  const record = await readJson<BuildRecord>(join(distDir, BUILT_AGAINST_FILE));
  const shared: Record<string, string> = {};
  const requires: Record<string, string | false> = {};
  for (const entry of manifest.shared ?? []) {
    shared[entry.name] = entry.version;
    requires[entry.name] = typeof entry.requiredVersion === 'string' ? entry.requiredVersion : false;
  }
  return { shared, requires, contractVersion: record.contractVersion, routes: record.routes };
}

/** The part of a version that must agree: the major, or in 0.x the minor too (semver's caret). */
function compatibilityLine(version: string): string {
  const [major = '', minor = ''] = version.split('.');
  return major === '0' ? `0.${minor}` : major;
}

function isRoutesShape(value: unknown): value is RoutesShape {
  if (typeof value !== 'object' || value === null) return false;
  const { exports, paths } = value as RoutesShape;
  return (exports === null || Array.isArray(exports)) && typeof paths === 'object' && paths !== null;
}

function routeMismatches(remote: unknown, shell: unknown): string[] {
  if (!isRoutesShape(remote)) return ['./routes: the remote recorded no routes shape'];
  if (!isRoutesShape(shell)) return ['./routes: the shell recorded no routes shape'];
  const messages: string[] = [];
  if (!remote.exports?.includes('routes')) messages.push('./routes: the remote does not export routes');
  for (const [area, remotePaths = []] of Object.entries(remote.paths)) {
    for (const path of shell.paths[area as keyof RoutesShape['paths']] ?? []) {
      if (!remotePaths.includes(path)) messages.push(`./routes: the shell sends ${path} to ${area}, which the remote does not render`);
    }
  }
  return messages;
}

/**
 * One message per way the remote does not fit the shell; empty when it fits. A shared
 * singleton fits when the shell provides it in a version the remote's range accepts (the
 * page has one copy: the shell's); the contract when both are on the same major (0.x: minor).
 */
export function checkCompatibility(remote: BuiltAgainst, shell: BuiltAgainst): string[] {
  const messages: string[] = [];
  for (const [name, version] of Object.entries(remote.shared)) {
    const provided = shell.shared[name];
    const range = remote.requires?.[name] ?? `^${version}`;
    if (provided === undefined) messages.push(`${name}: remote built against ${version}, the shell does not provide it`);
    else if (range !== false && !satisfy(provided, range)) messages.push(`${name}: remote built against ${version}, the shell provides ${provided}`);
  }
  if (compatibilityLine(remote.contractVersion) !== compatibilityLine(shell.contractVersion)) {
    messages.push(`@shelfmark/contract: remote built against ${remote.contractVersion}, the shell has ${shell.contractVersion}`);
  }
  return [...messages, ...routeMismatches(remote.routes, shell.routes)];
}
