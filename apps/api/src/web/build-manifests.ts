import { z } from 'zod';

const files = z.array(z.string());

/**
 * The parts of a built app's manifests the server reads: `chunk-groups.json` (written by
 * tools/rspack/chunk-groups-manifest.ts) and the federation plugin's `mf-manifest.json`.
 * Parsed, not trusted: a remote deployed elsewhere may have been built by another version.
 */
export const ChunkGroupsSchema = z.object({
  entrypoints: z.record(z.string(), files),
  namedChunkGroups: z.record(z.string(), files),
  /** Files of each shared package the build provides, by package name. */
  provides: z.record(z.string(), files).optional(),
  /** The shared packages each entry point and named chunk group consumes, with what those consume. */
  consumes: z.record(z.string(), files).optional(),
});
export type ChunkGroups = z.infer<typeof ChunkGroupsSchema>;

export const FederationManifestSchema = z.object({
  metaData: z.object({
    publicPath: z.string().optional(),
    remoteEntry: z.object({ name: z.string().min(1), path: z.string().optional() }),
  }),
  exposes: z.array(z.object({ assets: z.object({ js: z.object({ sync: files }), css: z.object({ sync: files }) }) })).optional(),
});
export type FederationManifest = z.infer<typeof FederationManifestSchema>;

/** The shell's named import that holds the app (apps/shell/src/index.ts). */
export const SHELL_BOOTSTRAP_GROUP = 'bootstrap';

/** The chunk group of a remote's exposed `./routes`, as the federation plugin names it. */
export const EXPOSED_ROUTES_GROUP = '__federation_expose_routes';

/** The chunk group of a route's screen that its remote loads on its own (`lazyScreen`, named `route-<route id>`). */
export const routeChunkGroup = (routeId: string) => `route-${routeId}`;

const unique = (files: string[]) => [...new Set(files)];

/** What the shell loads after its entry script, before it renders. */
export interface ShellStart {
  /** Files of the bootstrap import, without the entry's own. */
  bootstrap: string[];
  /** Files of each shared package the shell provides. */
  provides: Record<string, string[]>;
  /** The packages the bootstrap consumes; undefined when the build does not say. */
  consumes: string[] | undefined;
}

export function shellStart(chunkGroups: ChunkGroups): ShellStart {
  const entry = new Set(Object.values(chunkGroups.entrypoints).flat());
  return {
    bootstrap: (chunkGroups.namedChunkGroups[SHELL_BOOTSTRAP_GROUP] ?? []).filter((file) => !entry.has(file)),
    provides: chunkGroups.provides ?? {},
    consumes: chunkGroups.consumes?.[SHELL_BOOTSTRAP_GROUP],
  };
}

/**
 * Files the shell loads before a page renders: its bootstrap, then the shared packages it
 * provides that the bootstrap or the page's remote consume. A package nobody on the page uses
 * (zod, on Home) is not named; when a build does not say what it consumes, every one is.
 */
export function shellStartFiles(shell: ShellStart, remoteConsumes: readonly string[] | undefined): string[] {
  const known = shell.consumes !== undefined && remoteConsumes !== undefined;
  const used = new Set([...(shell.consumes ?? []), ...(remoteConsumes ?? [])]);
  const packages = Object.entries(shell.provides).filter(([name]) => !known || used.has(name));
  return unique([...shell.bootstrap, ...packages.flatMap(([, files]) => files)]);
}

/**
 * Files a remote's area loads, relative to the remote's folder: its entry, the chunk group of
 * its exposed routes, and its copy of any shared package they consume that the shell does not
 * provide. Without a chunk-groups.json (a remote built elsewhere) the manifest's exposed assets
 * stand in.
 */
export function remoteStartFiles(manifest: FederationManifest, chunkGroups: ChunkGroups | undefined, shellProvides: ReadonlySet<string>): string[] {
  const entry = `${manifest.metaData.remoteEntry.path ?? ''}${manifest.metaData.remoteEntry.name}`;
  const exposed =
    chunkGroups?.namedChunkGroups[EXPOSED_ROUTES_GROUP] ??
    (manifest.exposes ?? []).flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.css.sync]);
  const consumed = chunkGroups?.consumes?.[EXPOSED_ROUTES_GROUP];
  const ownShared = Object.entries(chunkGroups?.provides ?? {})
    .filter(([name]) => !shellProvides.has(name) && (consumed === undefined || consumed.includes(name)))
    .flatMap(([, files]) => files);
  return unique([entry, ...exposed, ...ownShared]);
}

/** The files of each route screen a remote loads on its own, by route id, relative to the remote's folder. */
export function remoteRouteFiles(chunkGroups: ChunkGroups | undefined): Record<string, string[]> {
  const prefix = routeChunkGroup('');
  return Object.fromEntries(
    Object.entries(chunkGroups?.namedChunkGroups ?? {})
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, files]) => [name.slice(prefix.length), files]),
  );
}
