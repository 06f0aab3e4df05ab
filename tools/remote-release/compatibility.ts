import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What a build was made against (issue 34 item 4). This is the releases branch's minimal version,
 * with the agreed path and signatures; the compatibility gate's own (branch `compat`) replaces it.
 */
export interface BuiltAgainst {
  shared: Record<string, string>;
  contractVersion: string;
  routes: unknown;
}

interface ManifestShared {
  name: string;
  version?: string;
  singleton?: boolean;
}

/** Reads the build's federation manifest: the versions of its shared singletons. */
export async function describeBuild(remoteDistDir: string): Promise<BuiltAgainst> {
  const manifest = JSON.parse(await readFile(join(remoteDistDir, 'mf-manifest.json'), 'utf8')) as { shared?: ManifestShared[] };
  const shared: Record<string, string> = {};
  for (const entry of manifest.shared ?? []) if (entry.singleton && entry.version) shared[entry.name] = entry.version;
  const contract = JSON.parse(await readFile(new URL('../../libs/contract/package.json', import.meta.url), 'utf8')) as { version: string };
  return { shared, contractVersion: contract.version, routes: null };
}

const major = (version: string) => version.replace(/^[^\d]*/, '').split('.')[0];

/** Mismatch messages, empty when the remote fits the shell: a shared singleton of another major version, or another contract version. */
export function checkCompatibility(remote: BuiltAgainst, shell: BuiltAgainst): string[] {
  const problems: string[] = [];
  for (const [name, version] of Object.entries(remote.shared)) {
    const shellVersion = shell.shared[name];
    if (shellVersion && major(shellVersion) !== major(version)) problems.push(`${name}: the remote was built with ${version}, the shell provides ${shellVersion}`);
  }
  if (remote.contractVersion !== shell.contractVersion) {
    problems.push(`@shelfmark/contract: the remote was built against ${remote.contractVersion}, the shell against ${shell.contractVersion}`);
  }
  return problems;
}
