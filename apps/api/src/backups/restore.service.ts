import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database';
import type { Db } from '../db/db';
import { coverFilesIn, coversFolder } from '../covers/open-cover-store';
import { migrationsUpTo, readJournal } from './journal';
import { type BackupManifest, BackupManifestSchema, coverPart, MANIFEST_PART, SECRET_PART, tablePart } from './manifest';
import { deleteAllRows, hasApplicationTables, insertRows, restoreSequences, setUserTriggers, type TableShape, tablesInLoadOrder } from './snapshot.repository';
import { BackupFileError, readTar } from './tar';

/** Where a backup is restored to: the settings the server will run with. */
export interface RestoreTarget {
  databaseUrl: string | undefined;
  /** DATA_DIR, a folder: the embedded database, the disk store's covers and the session secret live there. */
  dataDir: string;
  migrationsFolder: string;
}

/** The target already holds an installation, or the backup cannot be restored here; nothing was written. */
export class RestoreRefusedError extends Error {}

const INSERT_BATCH_ROWS = 500;
const INSERT_BATCH_BYTES = 8 * 1024 * 1024;

async function folderHoldsFiles(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function postgresHoldsTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await hasApplicationTables(drizzle(client) as unknown as Db);
  } finally {
    await client.end();
  }
}

/** Refuses a target that holds anything a restore would overwrite or mix with. */
export async function checkTargetEmpty(target: RestoreTarget): Promise<void> {
  if (target.databaseUrl) {
    if (await postgresHoldsTables(target.databaseUrl)) {
      throw new RestoreRefusedError('The database of DATABASE_URL already holds tables: restore into an empty database (create a new one, or drop this one and create it again)');
    }
  } else if (await folderHoldsFiles(join(target.dataDir, 'pglite'))) {
    throw new RestoreRefusedError(`${join(target.dataDir, 'pglite')} already holds a database: restore into an empty DATA_DIR (move this one aside first)`);
  }
  if ((await coverFilesIn(coversFolder(target.dataDir))).length > 0) {
    throw new RestoreRefusedError(`${coversFolder(target.dataDir)} already holds covers: restore into an empty DATA_DIR`);
  }
}

async function writePart(entry: { next(): Promise<Buffer | null> }, path: string): Promise<{ bytes: number; sha256: string }> {
  await mkdir(dirname(path), { recursive: true });
  const out = createWriteStream(path, { mode: 0o600 });
  const hash = createHash('sha256');
  let bytes = 0;
  for (let piece = await entry.next(); piece; piece = await entry.next()) {
    hash.update(piece);
    bytes += piece.length;
    if (!out.write(piece)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return { bytes, sha256: hash.digest('hex') };
}

async function readManifest(entry: { name: string; size: number; next(): Promise<Buffer | null> } | undefined): Promise<BackupManifest> {
  if (entry?.name !== MANIFEST_PART || entry.size > 64 * 1024 * 1024) throw new BackupFileError('This is not a Shelfmark backup: it does not start with a manifest');
  const pieces: Buffer[] = [];
  for (let piece = await entry.next(); piece; piece = await entry.next()) pieces.push(piece);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(pieces).toString('utf8'));
  } catch {
    throw new BackupFileError('The backup file is damaged: its manifest is not readable');
  }
  const manifest = BackupManifestSchema.safeParse(parsed);
  if (!manifest.success) throw new BackupFileError('This is not a Shelfmark backup this version can read: its manifest does not check out');
  const expected = new Set(Object.keys(manifest.data.parts));
  const named = [...manifest.data.database.tables.map((table) => tablePart(table.name)), ...manifest.data.covers.files.map(coverPart)];
  if (named.some((part) => !expected.has(part))) throw new BackupFileError('The backup file is damaged: its manifest names a part it has no checksum for');
  return manifest.data;
}

/**
 * Reads the whole file into a staging folder, checking every part against the manifest. Any
 * damage (a checksum, a missing part, a truncated or corrupt gzip) stops it before anything is
 * restored.
 */
export async function unpackVerified(file: string, staging: string): Promise<BackupManifest> {
  const input = createReadStream(file);
  const source = input.pipe(createGunzip());
  // The file's own errors (missing, unreadable) reach the stream the loop reads.
  input.on('error', (error) => source.destroy(error));
  try {
    const entries = readTar(source);
    const manifest = await readManifest((await entries.next()).value || undefined);
    const seen = new Set<string>();
    for await (const entry of entries) {
      const expected = manifest.parts[entry.name];
      if (!expected || seen.has(entry.name)) throw new BackupFileError(`The backup file is damaged: it holds a part its manifest does not list (${entry.name})`);
      seen.add(entry.name);
      const actual = await writePart(entry, join(staging, entry.name));
      if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256) {
        throw new BackupFileError(`The backup file is damaged: ${entry.name} does not match its checksum`);
      }
    }
    const missing = Object.keys(manifest.parts).filter((part) => !seen.has(part));
    if (missing.length > 0) throw new BackupFileError(`The backup file is incomplete: ${missing.length} parts are missing (${missing.slice(0, 3).join(', ')})`);
    return manifest;
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw new BackupFileError(`Cannot read ${file}: ${(error as Error).message}`);
    if (typeof code === 'string' && code.startsWith('Z_')) throw new BackupFileError(`The backup file is damaged or truncated (${(error as Error).message})`);
    throw error;
  } finally {
    source.destroy();
  }
}

async function forEachLineBatch(path: string, onBatch: (lines: string[]) => Promise<void>): Promise<void> {
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= INSERT_BATCH_ROWS || bytes >= INSERT_BATCH_BYTES) {
      await onBatch(batch);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) await onBatch(batch);
}

const sameShape = (a: TableShape[], b: BackupManifest['database']['tables']) =>
  JSON.stringify(a.map((table) => [table.name, table.columns]).sort()) === JSON.stringify(b.map((table) => [table.name, table.columns]).sort());

/** Builds the backup's schema, then loads every row in one transaction, the tables' own triggers off. */
async function loadDatabase(manifest: BackupManifest, staging: string, target: RestoreTarget): Promise<void> {
  const folder = await migrationsUpTo(target.migrationsFolder, manifest.database.migration);
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, migrationsFolder: folder, migrateOnly: true });
    await database.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const tables = await tablesInLoadOrder(tx);
      if (!sameShape(tables, manifest.database.tables)) {
        throw new Error(`The tables built by migration ${manifest.database.migration} differ from the backup's: the migrations of this version were changed`);
      }
      await setUserTriggers(tx, tables, false);
      await deleteAllRows(tx, tables);
      for (const table of tables) await forEachLineBatch(join(staging, tablePart(table.name)), (lines) => insertRows(tx, table, lines));
      await setUserTriggers(tx, tables, true);
      await restoreSequences(tx, manifest.database.sequences);
    });
  } finally {
    await database?.close();
    await rm(folder, { recursive: true, force: true });
  }
  // Opened as the server opens it: the newer migrations run, reference rows and sort keys are brought up to date.
  const current = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, migrationsFolder: target.migrationsFolder });
  await current.close();
}

async function placeFiles(manifest: BackupManifest, staging: string, dataDir: string): Promise<void> {
  const covers = coversFolder(dataDir);
  await mkdir(covers, { recursive: true });
  for (const name of manifest.covers.files) await copyFile(join(staging, coverPart(name)), join(covers, `${name}.jpg`));
  if (manifest.parts[SECRET_PART]) {
    const secret = await readFile(join(staging, SECRET_PART));
    // An existing secret of the new DATA_DIR is kept: only sessions signed with it stay valid then.
    await writeFile(join(dataDir, SECRET_PART), secret, { mode: 0o600, flag: 'wx' }).then(
      () => chmod(join(dataDir, SECRET_PART), 0o600),
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      },
    );
  }
}

/**
 * Restores a backup file into an empty DATA_DIR or database and brings it to this version's
 * schema. Refused, with nothing written, when the target is not empty, the file is damaged, or
 * it comes from a newer version.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<BackupManifest> {
  await checkTargetEmpty(target);
  const staging = await mkdtemp(join(tmpdir(), 'shelfmark-restore-'));
  try {
    const manifest = await unpackVerified(file, staging);
    const known = (await readJournal(target.migrationsFolder)).entries.find((entry) => entry.tag === manifest.database.migration);
    if (!known || known.when !== manifest.database.migrationWhen) {
      throw new RestoreRefusedError(
        `This backup was made by a newer version of Shelfmark (${manifest.version}, migration ${manifest.database.migration}): restore it with that version or a later one`,
      );
    }
    await mkdir(target.dataDir, { recursive: true });
    try {
      await loadDatabase(manifest, staging, target);
      await placeFiles(manifest, staging, target.dataDir);
    } catch (error) {
      // The target was empty: the embedded database and covers this restore began are removed again.
      if (!target.databaseUrl) await rm(join(target.dataDir, 'pglite'), { recursive: true, force: true });
      await rm(coversFolder(target.dataDir), { recursive: true, force: true });
      throw error;
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
