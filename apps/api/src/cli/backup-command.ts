import { existsSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { askServerForBackup, controlSocketPath } from '../backups/control-socket';
import { createBackup } from '../backups/backup.service';
import type { BackupManifest } from '../backups/manifest';
import { BackupFileError } from '../backups/tar';
import { RestoreRefusedError, restoreBackup } from '../backups/restore.service';
import { backupFileName } from '../backups/retention';
import { type Config, ConfigError, loadConfig } from '../config/config';
import { coversFolder } from '../covers/open-cover-store';
import { openDatabase } from '../db/database';
import { defaultWebRoot, migrationsFolder } from '../paths';
import type { CommandResult } from './users-command';

export const BACKUP_USAGE = `Usage: npm run backup [-- --out <file>]

Writes one file (a gzip-compressed tar) holding the whole installation: the database as one
consistent snapshot, the covers of the disk store, and a manifest with the version, the schema
migration, row counts and a checksum of every part. Without --out it goes into BACKUP_DIR
(DATA_DIR/backups unless set). Run it with the server's settings, while the server runs or not:
a server running on the embedded database is asked to take the snapshot itself.`;

export const RESTORE_USAGE = `Usage: npm run restore <file>

Restores a backup made by \`npm run backup\` (or the admin's download) into the empty DATA_DIR or
database the settings name, then brings it to this version's schema. Every part is checked
first: a damaged or truncated file, a target that is not empty, or a backup from a newer version
is refused and nothing is written. Stop the server first; start it once this has finished.`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function summary(manifest: BackupManifest): string {
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const users = manifest.database.tables.find((table) => table.name === 'users')?.rows ?? 0;
  const covers =
    manifest.covers.store === 's3'
      ? 'covers are kept in S3 and are not in the file'
      : manifest.covers.store === 'postgres'
        ? 'covers inside the database'
        : `${manifest.covers.files.length} covers`;
  return `${users} users, ${rows} rows in ${manifest.database.tables.length} tables, ${covers}; schema ${manifest.database.migration}`;
}

/** `--out <file>`; npm passes `npm run backup --out <file>` (without `--`) as npm_config_out instead. */
function outOf(args: readonly string[], env: NodeJS.ProcessEnv): string | undefined | null {
  if (args.length === 0) return env['npm_config_out'] ? resolve(env['npm_config_out']) : undefined;
  const [option, file, ...rest] = args;
  return option === '--out' && file && rest.length === 0 ? resolve(file) : null;
}

async function backupInProcess(config: Config, file: string, now: Date): Promise<{ file: string; bytes: number; manifest: BackupManifest }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsFolder });
  try {
    const dataDir = config.dataDir.startsWith('memory://') ? undefined : config.dataDir;
    return await createBackup(
      {
        db: database.db,
        kind: database.kind,
        migrationsFolder,
        coverStore: config.covers.kind,
        coversDir: config.covers.kind === 'disk' && dataDir ? coversFolder(dataDir) : undefined,
        dataDir,
      },
      file,
      now,
    );
  } finally {
    await database.close();
  }
}

export async function runBackupCommand(args: readonly string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  if (args.includes('--help')) return { code: 0, message: BACKUP_USAGE };
  const out = outOf(args, env);
  if (out === null) return { code: 2, message: BACKUP_USAGE };
  let config: Config;
  try {
    config = loadConfig(env, { webRoot: defaultWebRoot });
  } catch (error) {
    if (error instanceof ConfigError) return { code: 2, message: error.message };
    throw error;
  }
  if (config.dataDir.startsWith('memory://')) return { code: 2, message: 'DATA_DIR=memory:// is a throwaway database: there is nothing to back up.' };
  const now = new Date();
  const file = out ?? join(config.backups.dir ?? join(config.dataDir, 'backups'), backupFileName(now));

  if (!config.databaseUrl) {
    // Only the server's own process may open the embedded database while it runs: ask it.
    const made = await askServerForBackup(controlSocketPath(config.dataDir));
    if (made) {
      if (out) await copyFile(made.file, out);
      return { code: 0, message: `Backup written by the running server: ${out ?? made.file} (${megabytes(made.bytes)}).` };
    }
    if (!existsSync(join(config.dataDir, 'pglite'))) return { code: 1, message: `There is no installation in ${config.dataDir} to back up (no pglite folder).` };
  }
  const made = await backupInProcess(config, file, now);
  return { code: 0, message: `Backup written: ${made.file} (${megabytes(made.bytes)}): ${summary(made.manifest)}.` };
}

export async function runRestoreCommand(args: readonly string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  if (args.includes('--help')) return { code: 0, message: RESTORE_USAGE };
  const [file, ...rest] = args;
  if (!file || rest.length > 0) return { code: 2, message: RESTORE_USAGE };
  let config: Config;
  try {
    config = loadConfig(env, { webRoot: defaultWebRoot });
  } catch (error) {
    if (error instanceof ConfigError) return { code: 2, message: error.message };
    throw error;
  }
  if (config.dataDir.startsWith('memory://')) return { code: 2, message: 'DATA_DIR=memory:// is a throwaway database: set DATA_DIR to the folder to restore into.' };
  try {
    const manifest = await restoreBackup(resolve(file), { databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsFolder });
    const target = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
    const coversNote =
      manifest.covers.files.length > 0 && config.covers.kind !== 'disk'
        ? ` The covers went to ${coversFolder(config.dataDir)}: move them into the ${config.covers.kind} store with \`npm run covers -- migrate\`.`
        : '';
    return {
      code: 0,
      message: `Restored the backup of ${manifest.createdAt} (Shelfmark ${manifest.version}) into ${target}: ${summary(manifest)}.${coversNote} Start the server.`,
    };
  } catch (error) {
    if (error instanceof BackupFileError || error instanceof RestoreRefusedError) return { code: 1, message: error.message };
    throw error;
  }
}
