import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNCING_START_PARAMS, SyncingNodeFS } from './syncing-nodefs';

/**
 * Crash consistency of the embedded database (issue 33 item 7): every file call PGlite makes
 * during a burst of acknowledged commits is recorded; a crash at a point after an
 * acknowledgement is simulated by rebuilding the data directory from what had been made durable
 * by then (a file's writes count only once an fsync of that file followed them), and PostgreSQL
 * must open it and hold every commit acknowledged before the cut. Directory changes (renames,
 * removals) are not modelled: the burst must make none but of cache files, which the test checks.
 */

type FileEvent =
  | { kind: 'write'; path: string; position: number; data: Buffer }
  | { kind: 'truncate'; path: string; size: number }
  | { kind: 'fsync'; path: string }
  | { kind: 'directory'; what: string; path: string };

interface NodeFsInternals {
  realPath(node: unknown): string;
  stream_ops: {
    write(stream: { node: unknown }, buffer: Uint8Array, offset: number, length: number, position: number, canOwn?: boolean): number;
    fsync?(stream: { node: unknown }): void;
    setattr(stream: { node: unknown }, attr: { size?: number }): void;
  };
  node_ops: Record<'rename' | 'unlink' | 'rmdir', (...args: unknown[]) => unknown>;
}

/** Wraps NODEFS so every write, truncation and fsync is appended to `events`, in order. */
function recordInto(events: FileEvent[]) {
  return (mod: { NODEFS: unknown }) => {
    const nodefs = mod.NODEFS as NodeFsInternals;
    const ops = nodefs.stream_ops;
    const { write, setattr } = ops;
    ops.write = (stream, buffer, offset, length, position, canOwn) => {
      const written = write(stream, buffer, offset, length, position, canOwn);
      events.push({ kind: 'write', path: nodefs.realPath(stream.node), position, data: Buffer.from(buffer.subarray(offset, offset + written)) });
      return written;
    };
    ops.setattr = (stream, attr) => {
      setattr(stream, attr);
      if (attr.size !== undefined) events.push({ kind: 'truncate', path: nodefs.realPath(stream.node), size: attr.size });
    };
    const fsync = ops.fsync;
    ops.fsync = (stream) => {
      fsync?.(stream);
      events.push({ kind: 'fsync', path: nodefs.realPath(stream.node) });
    };
    for (const name of ['rename', 'unlink', 'rmdir'] as const) {
      const original = nodefs.node_ops[name];
      nodefs.node_ops[name] = (...args: unknown[]) => {
        events.push({ kind: 'directory', what: name, path: `${nodefs.realPath(args[0])}/${String(args.at(-1))}` });
        return original(...args);
      };
    }
  };
}

function recordingFs(Base: typeof NodeFS, dataDir: string, events: FileEvent[]): NodeFS {
  const Recording = class extends Base {
    override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
      const { emscriptenOpts } = await super.init(...args);
      return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), recordInto(events)] } };
    }
  };
  return new Recording(dataDir);
}

/** The data directory as a disk would hold it after a crash at event `cut`. */
async function rebuildAt(base: string, live: string, events: FileEvent[], cut: number, into: string): Promise<void> {
  await cp(base, into, { recursive: true });
  const lastSync = new Map<string, number>();
  events.slice(0, cut).forEach((event, index) => event.kind === 'fsync' && lastSync.set(event.path, index));
  for (const [path, syncedAt] of lastSync) {
    const target = join(into, relative(live, path));
    let content: Buffer = await readFile(target).catch(() => Buffer.alloc(0));
    for (const event of events.slice(0, syncedAt)) {
      if (event.kind === 'truncate' && event.path === path) content = Buffer.concat([content, Buffer.alloc(Math.max(0, event.size - content.length))]).subarray(0, event.size);
      if (event.kind !== 'write' || event.path !== path) continue;
      const end = event.position + event.data.length;
      if (content.length < end) content = Buffer.concat([content, Buffer.alloc(end - content.length)]);
      event.data.copy(content, event.position);
    }
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

interface Burst {
  base: string;
  live: string;
  events: FileEvent[];
  /** For each acknowledged commit (its id), how many events had happened when it was acknowledged. */
  acknowledged: { id: number; at: number }[];
}

async function recordBurst(root: string, syncing: boolean, commits: number): Promise<Burst> {
  const live = join(root, 'live');
  await mkdir(root, { recursive: true });
  const first = new PGlite({ fs: new SyncingNodeFS(live), startParams: SYNCING_START_PARAMS });
  await first.exec('create table acknowledged (id integer primary key, note text not null)');
  await first.close();
  const base = join(root, 'base');
  await cp(live, base, { recursive: true });

  const events: FileEvent[] = [];
  const db = syncing
    ? new PGlite({ fs: recordingFs(SyncingNodeFS, live, events), startParams: SYNCING_START_PARAMS })
    : new PGlite({ fs: recordingFs(NodeFS, live, events) });
  const acknowledged: Burst['acknowledged'] = [];
  try {
    await db.waitReady;
    for (let id = 1; id <= commits; id++) {
      await db.query('insert into acknowledged (id, note) values ($1, $2)', [id, `commit ${id} `.repeat(1 + (id % 7))]);
      acknowledged.push({ id, at: events.length });
    }
  } finally {
    // What the shutdown writes comes after every cut point (each is at an acknowledgement).
    await db.close();
  }
  return { base, live, events, acknowledged };
}

/** Commits acknowledged before the cut that the rebuilt directory lacks; throws if PostgreSQL cannot open it. */
async function lostAt(burst: Burst, cut: number, into: string): Promise<number[]> {
  await rebuildAt(burst.base, burst.live, burst.events, cut, into);
  const db = new PGlite({ fs: new SyncingNodeFS(into), startParams: SYNCING_START_PARAMS });
  try {
    const { rows } = await db.query<{ id: number }>('select id from acknowledged');
    const present = new Set(rows.map((row) => row.id));
    return burst.acknowledged.filter((commit) => commit.at <= cut && !present.has(commit.id)).map((commit) => commit.id);
  } finally {
    await db.close();
    await rm(into, { recursive: true, force: true });
  }
}

/** A fixed-seed generator, so a failing cut point is found again. */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

// Embedded-database only: the PostgreSQL project would run the same PGlite test again.
describe.skipIf(process.env['TEST_DATABASE'] === 'postgres')('crash consistency of the embedded database', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shelfmark-crash-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('opens and keeps every commit acknowledged before the cut, wherever the cut falls', async () => {
    const burst = await recordBurst(join(root, 'synced'), true, 40);
    // Before the last acknowledgement only the relation-cache files (pg_internal.init, which
    // crash recovery removes and rebuilds) are renamed or removed; the shutdown's come after.
    const lastAcknowledged = burst.acknowledged.at(-1)!.at;
    const directoryChanges = burst.events.slice(0, lastAcknowledged).filter((event) => event.kind === 'directory' && !event.path.includes('pg_internal.init'));
    expect(directoryChanges).toEqual([]);
    const random = seeded(Number(process.env['CRASH_SEED'] ?? 20261127));
    const first = burst.acknowledged[0]!.at;
    // Half right after an acknowledgement, half anywhere in the burst (mid-commit too).
    const cuts = Array.from({ length: Number(process.env['CRASH_CUTS'] ?? 12) }, (_, index) =>
      index % 2 === 0 ? burst.acknowledged[random(burst.acknowledged.length)]!.at : first + random(lastAcknowledged - first + 1),
    );
    for (const cut of cuts) {
      expect(await lostAt(burst, cut, join(root, `cut-${cut}`)), `cut after event ${cut}`).toEqual([]);
    }
  }, 300_000);

  it('sees the losses of PGlite as shipped (fsync off): the check can fail', async () => {
    const burst = await recordBurst(join(root, 'unsynced'), false, 10);
    expect(burst.events.some((event) => event.kind === 'fsync')).toBe(false);
    const lost = await lostAt(burst, burst.acknowledged.at(-1)!.at, join(root, 'cut-unsynced'));
    expect(lost.length).toBeGreaterThan(0);
  }, 300_000);
});
