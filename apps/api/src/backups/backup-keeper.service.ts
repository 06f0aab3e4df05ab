import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackupFile } from '@shelfmark/contract';
import { type BackupSource, createBackup, type WrittenBackup } from './backup.service';
import { backupFileName, backupsToKeep, backupTimeOf } from './retention';
import { whileHoldingBackupLock } from './snapshot.repository';

export interface BackupKeeperOptions {
  source: BackupSource;
  /** BACKUP_DIR; unset (a throwaway in-memory installation), a temporary folder removed by stop(). */
  dir: string | undefined;
  scheduled: boolean;
  keepDaily: number;
  keepWeekly: number;
  log: { info(message: string): void; error(error: unknown, message: string): void };
  now?: () => Date;
  /** How long after start() the schedule first looks whether a backup is due; a minute unless a test says otherwise. */
  firstLookMs?: number;
}

const DAY = 24 * 60 * 60 * 1000;
/** After a start, the first scheduled look waits this long, so a restarting server is not slowed by a backup. */
const FIRST_LOOK = 60 * 1000;
/** A failed scheduled backup is tried again this much later. */
const RETRY = 60 * 60 * 1000;

/**
 * Makes backups into BACKUP_DIR, one at a time, and prunes them to the retention; when
 * scheduled, makes one by itself a day after the last (on PostgreSQL, the instance that gets the
 * fleet's lock, and only if BACKUP_DIR has none of the last day).
 */
export class BackupKeeper {
  private running: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private nextAt: Date | null = null;
  private temporaryDir: string | undefined;
  private stopped = false;
  private readonly now: () => Date;

  constructor(private readonly options: BackupKeeperOptions) {
    this.now = options.now ?? (() => new Date());
  }

  get schedule() {
    const { scheduled, keepDaily, keepWeekly } = this.options;
    return { enabled: scheduled, keepDaily, keepWeekly, nextAt: this.nextAt?.toISOString() ?? null };
  }

  /** The folder backups go to; only a throwaway installation's is created here. */
  async directory(): Promise<string> {
    if (this.options.dir) return this.options.dir;
    this.temporaryDir ??= await mkdtemp(join(tmpdir(), 'shelfmark-backups-'));
    return this.temporaryDir;
  }

  /** The backups kept, newest first. */
  async list(): Promise<BackupFile[]> {
    const dir = this.options.dir ?? this.temporaryDir;
    if (!dir) return [];
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const files: BackupFile[] = [];
    for (const name of names) {
      const at = backupTimeOf(name);
      if (!at) continue;
      const info = await stat(join(dir, name)).catch(() => null);
      if (info?.isFile()) files.push({ file: name, createdAt: at.toISOString(), bytes: info.size });
    }
    return files.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Makes a backup now (after any under way), then prunes the folder to the retention. */
  makeNow(): Promise<WrittenBackup> {
    const made = this.running.then(async () => {
      const at = this.now();
      const written = await createBackup(this.options.source, join(await this.directory(), backupFileName(at)), at);
      await this.prune();
      return written;
    });
    this.running = made.catch(() => undefined);
    return made;
  }

  private async prune(): Promise<void> {
    const files = await this.list();
    const keep = backupsToKeep(
      files.map((file) => ({ name: file.file, at: new Date(file.createdAt) })),
      this.options.keepDaily,
      this.options.keepWeekly,
    );
    const dir = await this.directory();
    for (const file of files) if (!keep.has(file.file)) await rm(join(dir, file.file), { force: true });
  }

  start(): void {
    if (this.options.scheduled) this.planNext(this.options.firstLookMs ?? FIRST_LOOK);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.nextAt = null;
    await this.running;
    if (this.temporaryDir) await rm(this.temporaryDir, { recursive: true, force: true });
  }

  private planNext(delay: number): void {
    if (this.stopped) return;
    this.nextAt = new Date(this.now().getTime() + delay);
    this.timer = setTimeout(() => void this.scheduledRun(), delay);
    // A waiting backup never keeps the process alive.
    this.timer.unref();
  }

  /** A day after the newest backup (made here or by another instance), a new one. */
  private async dueIn(): Promise<number> {
    const [newest] = await this.list();
    return newest ? new Date(newest.createdAt).getTime() + DAY - this.now().getTime() : 0;
  }

  private async scheduledRun(): Promise<void> {
    try {
      const made = await this.makeIfDue();
      if (made) this.options.log.info(`backup made: ${made.file} (${made.bytes} bytes)`);
      this.planNext(Math.max(await this.dueIn(), FIRST_LOOK));
    } catch (error) {
      this.options.log.error(error, 'the scheduled backup failed; trying again in an hour');
      this.planNext(RETRY);
    }
  }

  private async makeIfDue(): Promise<WrittenBackup | null> {
    const makeIfStillDue = async () => ((await this.dueIn()) <= 0 ? this.makeNow() : null);
    const { db, kind } = this.options.source;
    // PGlite is one process's own; on PostgreSQL the instances of a fleet take turns.
    return kind === 'postgres' ? whileHoldingBackupLock(db, makeIfStillDue) : makeIfStillDue();
  }
}
