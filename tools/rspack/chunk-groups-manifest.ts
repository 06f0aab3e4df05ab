import type { Chunk, Compiler } from '@rspack/core';

export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

export interface ChunkGroupsManifest {
  /** Files each entry point loads before its code runs, e.g. `{ main: ['main.1a2b3c4d.js'] }`. */
  entrypoints: Record<string, string[]>;
  /** Files of each named chunk group, e.g. the shell's `bootstrap` import. */
  namedChunkGroups: Record<string, string[]>;
  /**
   * Files of each shared package this build provides, by package name: what a page loads
   * when it takes this build's copy. (`mf-manifest.json` lists these together with the
   * consumer's fallback copies, which a page whose host provides the package never loads.)
   */
  provides: Record<string, string[]>;
  /**
   * The shared packages each entry point and named chunk group consumes (imports through the
   * share scope), so a page preloads only the provided packages its start actually loads.
   */
  consumes: Record<string, string[]>;
}

const listed = (files: Iterable<string>) => [...new Set(files)].filter((file) => !file.endsWith('.map')).sort();

/** `provide shared module (default) @tanstack/react-query@5.108.0 = /…` → `@tanstack/react-query`. */
export function providedPackage(originModule: string): string | undefined {
  return /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /.exec(originModule)?.[1];
}

/** `consume shared module (default) react@^19.3.1 (singleton) (fallback: …)` → `react`. */
export function consumedPackage(module: string): string | undefined {
  return /^consume shared module \([^)]*\) (.+?)@[^@\s]* /.exec(module)?.[1];
}

/**
 * Writes which files each entry point, each named dynamic import and each provided shared
 * package loads, so the server can name a page's files in its HTML (preload links) and the
 * treemap and budget scripts know a page's first load, without a browser.
 */
export class ChunkGroupsManifestPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest: ChunkGroupsManifest = { entrypoints: {}, namedChunkGroups: {}, provides: {}, consumes: {} };
        /** Packages consumed directly by the modules of some chunks. */
        const consumedBy = (chunks: Iterable<Chunk>) =>
          new Set(
            [...chunks].flatMap((chunk) =>
              compilation.chunkGraph.getChunkModules(chunk).flatMap((module) => consumedPackage(module.identifier()) ?? []),
            ),
          );
        const providedConsumes = new Map<string, Set<string>>();
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            const name = origin.module && providedPackage(origin.module.identifier());
            if (!name) continue;
            manifest.provides[name] = listed([...(manifest.provides[name] ?? []), ...group.getFiles()]);
            providedConsumes.set(name, new Set([...(providedConsumes.get(name) ?? []), ...consumedBy(group.chunks)]));
          }
        }
        /** With what the consumed packages consume in turn (react-dom consumes react), as far as this build provides them. */
        const closure = (direct: Set<string>) => {
          const all = new Set(direct);
          for (const name of all) for (const next of providedConsumes.get(name) ?? []) all.add(next);
          return [...all].sort();
        };
        for (const [name, entrypoint] of compilation.entrypoints) {
          manifest.entrypoints[name] = listed(entrypoint.getFiles());
          manifest.consumes[name] = closure(consumedBy(entrypoint.chunks));
        }
        for (const [name, group] of compilation.namedChunkGroups) {
          if (compilation.entrypoints.has(name)) continue;
          manifest.namedChunkGroups[name] = listed(group.chunks.flatMap((chunk) => [...chunk.files]));
          manifest.consumes[name] = closure(consumedBy(group.chunks));
        }
        compilation.emitAsset(CHUNK_GROUPS_FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}
