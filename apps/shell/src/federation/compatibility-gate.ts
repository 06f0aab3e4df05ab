import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/enhanced/runtime';

/** A shared package as a remote's mf-manifest.json lists it. */
export interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string | false | null;
}

export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly mismatches: string[],
  ) {
    super(`${remote} does not fit this shell: ${mismatches.join('; ')}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/**
 * The page has one copy of each shared singleton, the shell's: a remote fits when the shell
 * provides every package it shares in a version its range accepts (`false`/null: any), the
 * rule `release` applies before a deploy (tools/remote-release/compatibility.ts).
 */
export function sharedMismatches(remoteShared: readonly ManifestShared[], provided: (name: string) => string | undefined): string[] {
  return remoteShared.flatMap(({ name, version, requiredVersion }) => {
    const shell = provided(name);
    if (shell === undefined) return [`${name}: remote built against ${version}, the shell does not provide it`];
    return requiredVersion && !satisfy(shell, requiredVersion) ? [`${name}: remote built against ${version}, the shell provides ${shell}`] : [];
  });
}

/**
 * Refuses a remote whose manifest does not fit the shell, before its code is fetched: the
 * load fails with IncompatibleRemoteError, which the area answers with the fallback version
 * the page names, or its error message (docs/adr/0044-compatibility-gate.md).
 */
export function compatibilityGatePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shelfmark-compatibility-gate',
    loadRemoteSnapshot(args) {
      const shared = (args.manifestJson as { shared?: ManifestShared[] } | undefined)?.shared;
      if (args.from !== 'manifest' || !shared) return args;
      const provided = (name: string) => {
        const copies = args.options.shared[name];
        return (copies?.find((copy) => copy.from === args.options.name) ?? copies?.[0])?.version;
      };
      const mismatches = sharedMismatches(shared, provided);
      if (mismatches.length > 0) throw new IncompatibleRemoteError(args.moduleInfo.name, mismatches);
      return args;
    },
  };
}
