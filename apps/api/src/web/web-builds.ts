import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AreaName } from '@shelfmark/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  type ChunkGroups,
  ChunkGroupsSchema,
  EXPOSED_ROUTES_GROUP,
  type FederationManifest,
  FederationManifestSchema,
  remoteRouteFiles,
  remoteStartFiles,
  type ShellStart,
  shellStart,
} from './build-manifests';
import { joinUrl, remoteBaseUrl } from './preload-links';

export interface ShellFiles {
  /** The built index.html. */
  template: string;
  /** What the shell loads after its entry script, as root-relative URLs. */
  start: ShellStart;
  provides: ReadonlySet<string>;
}

export interface RemoteFiles {
  /** The manifest as the browser fetches it, then the remote's own files. */
  urls: string[];
  /** The shared packages its exposed routes consume; undefined when its build does not say. */
  consumes: string[] | undefined;
  /** URLs of the screens it loads on their own, by route id. */
  routes: Record<string, string[]>;
}

export interface WebBuildsSnapshot {
  /** Changes whenever anything below does, so pages built from a snapshot can be kept until then. */
  version: number;
  shell: ShellFiles | undefined;
  remotes: Partial<Record<AreaName, RemoteFiles>>;
}

export interface WebBuildsOptions {
  webRoot: string;
  remoteManifests: Record<AreaName, string>;
  log: FastifyBaseLogger;
  /** How often (at most) files on this server's disk are checked for a new build. */
  localCheckMs?: number;
  /** How often (at most) a remote deployed elsewhere is fetched again. */
  remoteCheckMs?: number;
}

interface Loaded<T> {
  /** What the files looked like when read (mtimes and sizes, or the server's ETag). */
  signature: string;
  value: T | undefined;
}

const FETCH_TIMEOUT_MS = 3_000;

async function fileSignature(paths: string[]): Promise<string> {
  const stats = await Promise.all(paths.map((path) => stat(path).then((info) => `${info.mtimeMs}:${info.size}`, () => 'absent')));
  return stats.join('|');
}

/** The file parsed by the schema; undefined when it is absent, not JSON or not of that shape. */
async function readOptionalJson<T>(path: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  return text === undefined ? undefined : parseJson(text, schema);
}

function parseJson<T>(text: string, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the server knows of the built apps, to name a page's files in its HTML: the shell's
 * index.html and start files, and each remote's manifest and files. Read at start, then again
 * when they change: files on this server's disk are checked (by modification time) at most
 * once a second, a remote deployed elsewhere is fetched again (with its ETag) at most every
 * 30 s; both in the background of a page request, which never waits for them.
 */
export class WebBuilds {
  private snapshot: WebBuildsSnapshot = { version: 0, shell: undefined, remotes: {} };
  private shell: Loaded<ShellFiles> = { signature: '', value: undefined };
  private readonly remotes = new Map<AreaName, Loaded<{ manifest: FederationManifest; chunkGroups?: ChunkGroups }>>();
  private readonly remoteCheckedAt = new Map<AreaName, number>();
  private localCheckedAt = 0;
  private running: Promise<void> | undefined;
  private readonly localCheckMs: number;
  private readonly remoteCheckMs: number;

  constructor(private readonly options: WebBuildsOptions) {
    this.localCheckMs = options.localCheckMs ?? 1_000;
    this.remoteCheckMs = options.remoteCheckMs ?? 30_000;
  }

  /** The latest snapshot; starts a check in the background when one is due. */
  current(): WebBuildsSnapshot {
    if (!this.running && this.checkDue(Date.now())) {
      this.running = this.check(false).finally(() => (this.running = undefined));
    }
    return this.snapshot;
  }

  /** Reads everything now (at start, and in tests). */
  async load(): Promise<void> {
    await this.running;
    await this.check(true);
  }

  private checkDue(now: number): boolean {
    if (now - this.localCheckedAt >= this.localCheckMs) return true;
    return this.remoteNames().some((name) => !this.isLocal(name) && now - (this.remoteCheckedAt.get(name) ?? 0) >= this.remoteCheckMs);
  }

  private remoteNames(): AreaName[] {
    return Object.keys(this.options.remoteManifests) as AreaName[];
  }

  /** Served by this server from WEB_ROOT (REMOTE_<NAME>_URL unset). */
  private isLocal(name: AreaName): boolean {
    return this.options.remoteManifests[name] === `/remotes/${name}/mf-manifest.json`;
  }

  private async check(force: boolean): Promise<void> {
    const now = Date.now();
    const tasks: Promise<boolean>[] = [];
    if (force || now - this.localCheckedAt >= this.localCheckMs) {
      this.localCheckedAt = now;
      tasks.push(this.checkShell());
      for (const name of this.remoteNames()) if (this.isLocal(name)) tasks.push(this.checkLocalRemote(name));
    }
    for (const name of this.remoteNames()) {
      if (this.isLocal(name) || (!force && now - (this.remoteCheckedAt.get(name) ?? 0) < this.remoteCheckMs)) continue;
      this.remoteCheckedAt.set(name, now);
      tasks.push(this.checkDeployedRemote(name));
    }
    const changed = await Promise.all(tasks);
    if (changed.some(Boolean)) this.publish();
  }

  private async checkShell(): Promise<boolean> {
    const dir = join(this.options.webRoot, 'shell');
    const paths = [join(dir, 'index.html'), join(dir, 'chunk-groups.json')];
    const signature = await fileSignature(paths);
    if (signature === this.shell.signature) return false;
    const template = await readFile(paths[0]!, 'utf8').catch(() => undefined);
    const chunkGroups = await readOptionalJson(paths[1]!, ChunkGroupsSchema);
    const start = chunkGroups ? shellStart(chunkGroups) : { bootstrap: [], provides: {}, consumes: [] };
    const rooted = (files: string[]) => files.map((file) => `/${file}`);
    const value = template
      ? {
          template,
          start: {
            ...start,
            bootstrap: rooted(start.bootstrap),
            provides: Object.fromEntries(Object.entries(start.provides).map(([name, files]) => [name, rooted(files)])),
          },
          provides: new Set(Object.keys(start.provides)),
        }
      : undefined;
    this.shell = { signature, value };
    return true;
  }

  private async checkLocalRemote(name: AreaName): Promise<boolean> {
    const dir = join(this.options.webRoot, name);
    const paths = [join(dir, 'mf-manifest.json'), join(dir, 'chunk-groups.json')];
    const signature = await fileSignature(paths);
    if (signature === this.remotes.get(name)?.signature) return false;
    const manifest = await readOptionalJson(paths[0]!, FederationManifestSchema);
    const chunkGroups = await readOptionalJson(paths[1]!, ChunkGroupsSchema);
    this.remotes.set(name, { signature, value: manifest && { manifest, chunkGroups } });
    return true;
  }

  /** A remote on another origin (REMOTE_<NAME>_URL): its manifest and, beside it, its chunk-groups.json. */
  private async checkDeployedRemote(name: AreaName): Promise<boolean> {
    const manifestUrl = this.options.remoteManifests[name];
    if (!/^https?:\/\//.test(manifestUrl)) return false;
    const previous = this.remotes.get(name);
    try {
      const response = await fetch(manifestUrl, {
        headers: previous?.signature ? { 'if-none-match': previous.signature } : {},
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (response.status === 304) return false;
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      const manifest = parseJson(await response.text(), FederationManifestSchema);
      if (!manifest) throw new Error('it is not a federation manifest');
      const chunkGroups = await fetch(new URL('chunk-groups.json', manifestUrl), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).then(
        async (answer) => (answer.ok ? parseJson(await answer.text(), ChunkGroupsSchema) : undefined),
        () => undefined,
      );
      this.remotes.set(name, { signature: response.headers.get('etag') ?? '', value: { manifest, chunkGroups } });
      return true;
    } catch (error) {
      // The page still works without preload links: the shell fetches the manifest itself.
      this.options.log.warn({ remote: name, manifestUrl, err: error }, 'could not read a remote’s manifest to preload its files');
      if (!previous?.value) return false;
      this.remotes.set(name, { signature: '', value: undefined });
      return true;
    }
  }

  private publish(): void {
    const shell = this.shell.value;
    const remotes: WebBuildsSnapshot['remotes'] = {};
    for (const name of this.remoteNames()) {
      const loaded = this.remotes.get(name)?.value;
      if (!loaded) continue;
      const manifestUrl = this.options.remoteManifests[name];
      const base = remoteBaseUrl(manifestUrl, loaded.manifest);
      const files = remoteStartFiles(loaded.manifest, loaded.chunkGroups, shell?.provides ?? new Set());
      const routes = Object.entries(remoteRouteFiles(loaded.chunkGroups)).map(([id, routeFiles]) => [id, routeFiles.map((file) => joinUrl(base, file))]);
      remotes[name] = {
        urls: [manifestUrl, ...files.map((file) => joinUrl(base, file))],
        consumes: loaded.chunkGroups?.consumes?.[EXPOSED_ROUTES_GROUP],
        routes: Object.fromEntries(routes),
      };
    }
    this.snapshot = { version: this.snapshot.version + 1, shell, remotes };
  }
}
