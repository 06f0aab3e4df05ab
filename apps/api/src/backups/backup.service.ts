import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db } from '../db/db';
import { coverFilesIn } from '../covers/open-cover-store';
import { readJournal } from './journal';
import { APP_VERSION, type BackupManifest, coverPart, MANIFEST_PART, SECRET_PART, tablePart } from './manifest';
import { forEachRowBatch, inSnapshot, lastMigrationWhen, sequenceValues, tablesInLoadOrder } from './snapshot.repository';
import { TarWriter } from './tar';

/** What a backup is taken of: the server's own database connection and where its files are. */
export interface BackupSource {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrationsFolder: string;
  coverStore: 'disk' | 'postgres' | 's3';
  /** The disk store's folder; its covers are copied into the file. */
  coversDir: string | undefined;
  /** DATA_DIR when it is a folder: the session-signing secret generated there is kept too. */
  dataDir: string | undefined;
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

const sha256Of = async (path: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

async function migrationTagOf(db: Db, migrationsFolder: string): Promise<{ tag: string; when: number }> {
  const when = await lastMigrationWhen(db);
  const entry = (await readJournal(migrationsFolder)).entries.find((candidate) => candidate.when === when);
  if (!entry) throw new Error('The database was migrated by a newer version of Shelfmark than this one: back it up with that version');
  return { tag: entry.tag, when: entry.when };
}

/** Each table's rows into a file of the staging folder, all read in one snapshot of the database. */
async function dumpDatabase(source: BackupSource, staging: string): Promise<BackupManifest['database']> {
  return inSnapshot(source.db, async (tx) => {
    const migration = await migrationTagOf(tx, source.migrationsFolder);
    const tables: BackupManifest['database']['tables'] = [];
    await mkdir(join(staging, 'database'));
    for (const table of await tablesInLoadOrder(tx)) {
      const out = createWriteStream(join(staging, tablePart(table.name)));
      let rows = 0;
      await forEachRowBatch(tx, table, async (lines) => {
        rows += lines.length;
        if (!out.write(`${lines.join('\n')}\n`)) await once(out, 'drain');
      });
      out.end();
      await once(out, 'finish');
      tables.push({ name: table.name, columns: table.columns, rows });
    }
    return { kind: source.kind, migration: migration.tag, migrationWhen: migration.when, tables, sequences: await sequenceValues(tx) };
  });
}

/**
 * Covers are replaced by renaming a new file over the old one, so a hard link is a copy that
 * cannot change under the backup; across file systems, an ordinary copy.
 */
async function stageCovers(coversDir: string, staging: string): Promise<string[]> {
  const names = await coverFilesIn(coversDir);
  await mkdir(join(staging, 'covers'));
  const kept: string[] = [];
  for (const name of names) {
    const from = join(coversDir, `${name}.jpg`);
    const to = join(staging, coverPart(name));
    try {
      await link(from, to).catch(() => copyFile(from, to));
      kept.push(name);
    } catch (error) {
      // Removed between the listing and the copy: it is not part of the installation any more.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return kept;
}

async function readSecret(dataDir: string | undefined): Promise<Buffer | null> {
  if (!dataDir) return null;
  return readFile(join(dataDir, SECRET_PART)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

/**
 * Writes one file holding the installation: the database as one consistent snapshot, the disk
 * store's covers, the generated session secret, and a manifest of checksums first. The file
 * appears under its name only once complete.
 */
export async function createBackup(source: BackupSource, file: string, now = new Date()): Promise<WrittenBackup> {
  await mkdir(dirname(file), { recursive: true });
  const staging = await mkdtemp(join(dirname(file), `.${basename(file)}.staging-`));
  const partial = `${file}.part`;
  try {
    const database = await dumpDatabase(source, staging);
    const covers = source.coverStore === 'disk' && source.coversDir ? await stageCovers(source.coversDir, staging) : [];
    const secret = await readSecret(source.dataDir);
    const staged = [...database.tables.map((table) => tablePart(table.name)), ...covers.map(coverPart)];
    const parts: BackupManifest['parts'] = {};
    for (const part of staged) parts[part] = { bytes: (await stat(join(staging, part))).size, sha256: await sha256Of(join(staging, part)) };
    if (secret) parts[SECRET_PART] = { bytes: secret.length, sha256: createHash('sha256').update(secret).digest('hex') };
    const manifest: BackupManifest = {
      format: 1,
      application: 'shelfmark',
      version: APP_VERSION,
      createdAt: now.toISOString(),
      database,
      covers: { store: source.coverStore, files: covers },
      parts,
    };

    const gzip = createGzip();
    const tar = new TarWriter(gzip);
    const writeParts = async () => {
      await tar.addBuffer(MANIFEST_PART, Buffer.from(JSON.stringify(manifest, null, 2)), now);
      for (const part of staged) await tar.addFile(part, join(staging, part), parts[part]!.bytes, now);
      if (secret) await tar.addBuffer(SECRET_PART, secret, now);
      await tar.finish();
    };
    // A failing disk rejects the pipeline at once, instead of leaving the writer waiting for room.
    await Promise.all([pipeline(gzip, createWriteStream(partial, { mode: 0o600 })), writeParts()]);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
