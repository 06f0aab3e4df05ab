import type { Compiler } from '@rspack/core';

export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

export interface ChunkGroupsManifest {
  /** Files each entry point loads before its code runs, e.g. `{ main: ['main.1a2b3c4d.js'] }`. */
  entrypoints: Record<string, string[]>;
  /** Files of each named chunk group, e.g. the shell's `bootstrap` import. */
  namedChunkGroups: Record<string, string[]>;
}

const listed = (files: Iterable<string>) => [...new Set(files)].filter((file) => !file.endsWith('.map')).sort();

/**
 * Writes which files each entry point and each named dynamic import loads, so the bundle
 * budget (tools/scripts/check-bundle-budget.ts) can sum a page's first load from the build
 * alone, without a browser.
 */
export class ChunkGroupsManifestPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest: ChunkGroupsManifest = { entrypoints: {}, namedChunkGroups: {} };
        for (const [name, entrypoint] of compilation.entrypoints) manifest.entrypoints[name] = listed(entrypoint.getFiles());
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!compilation.entrypoints.has(name)) manifest.namedChunkGroups[name] = listed(group.chunks.flatMap((chunk) => [...chunk.files]));
        }
        compilation.emitAsset(CHUNK_GROUPS_FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}
