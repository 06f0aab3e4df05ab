import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type NodeFsStream = { nfd?: number };
type NodeFsType = { stream_ops: { fsync?: (stream: NodeFsStream) => void } };
type ErrnoErrorClass = new (errno: number) => Error;

/** Emscripten's errno for EIO: PostgreSQL stops (PANIC) rather than carry on after a failed sync. */
const EMSCRIPTEN_EIO = 29;

/**
 * PGlite's Node file system with fsync: Emscripten's NODEFS has none, so PostgreSQL's fsync()
 * of the WAL at commit and of the data files at a checkpoint did nothing (ADR 0033). Here it
 * reaches the real file. fdatasync() stays a no-op in Emscripten, hence wal_sync_method=fsync.
 */
export class SyncingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const syncFiles = (mod: { NODEFS: unknown; FS: unknown }) => {
      const ErrnoError = (mod.FS as { ErrnoError: ErrnoErrorClass }).ErrnoError;
      (mod.NODEFS as NodeFsType).stream_ops.fsync = (stream) => {
        if (stream.nfd === undefined) return;
        try {
          fsyncSync(stream.nfd);
        } catch {
          throw new ErrnoError(EMSCRIPTEN_EIO);
        }
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncFiles] } };
  }
}

/** PGlite's start parameters with fsync on (its default `-F` turns it off), through fsync(). */
export const SYNCING_START_PARAMS = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
