import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Compiler } from '@rspack/core';
import { AREA_NAMES, type AreaName, ROUTES } from '../../libs/contract/src/routes';

/** Written beside mf-manifest.json; the manifest itself carries the shared packages' versions. */
export const BUILT_AGAINST_FILE = 'built-against.json';

/**
 * The seam a build was made for, besides the shared versions: the contract it was compiled
 * with and the shape of `./routes` (docs/adr/0044-compatibility-gate.md).
 */
export interface BuildRecord {
  contractVersion: string;
  routes: RoutesShape;
}

/**
 * A remote: the names its `./routes` module exports and the paths of its area. The shell:
 * no exports (it exposes nothing) and the paths it sends to each area.
 */
export interface RoutesShape {
  exports: string[] | null;
  paths: Partial<Record<AreaName, string[]>>;
}

const contractPackage = resolve(import.meta.dirname, '../../libs/contract/package.json');

export function contractVersion(): string {
  return (JSON.parse(readFileSync(contractPackage, 'utf8')) as { version: string }).version;
}

export function areaPaths(area: AreaName): string[] {
  return Object.values(ROUTES)
    .filter((route) => route.area === area)
    .map((route) => route.path)
    .sort();
}

/**
 * Emits `built-against.json`. For a remote (`routesFile` given), the exports of its `./routes`
 * module are read from the module graph, by the names the shell imports them by.
 */
export class BuiltAgainstPlugin {
  constructor(private readonly options: { area?: AreaName; routesFile?: string }) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    const { area, routesFile } = this.options;
    compiler.hooks.thisCompilation.tap('BuiltAgainstPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuiltAgainstPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        let exported: string[] | null = null;
        for (const module of routesFile ? compilation.modules : []) {
          if (module.nameForCondition() !== routesFile) continue;
          const provided = compilation.moduleGraph.getProvidedExports(module);
          exported = Array.isArray(provided) ? [...provided].sort() : null;
        }
        const paths = Object.fromEntries((area ? [area] : AREA_NAMES).map((name) => [name, areaPaths(name)]));
        const record: BuildRecord = { contractVersion: contractVersion(), routes: { exports: exported, paths } };
        compilation.emitAsset(BUILT_AGAINST_FILE, new sources.RawSource(`${JSON.stringify(record, null, 2)}\n`));
      });
    });
  }
}
