import { z } from 'zod';
import apiPackage from '../../package.json' with { type: 'json' };

/** The version of Shelfmark that writes a backup. */
export const APP_VERSION: string = apiPackage.version;

export const MANIFEST_PART = 'manifest.json';
export const SECRET_PART = 'jwt-secret';
export const tablePart = (table: string) => `database/${table}.ndjson`;
export const coverPart = (name: string) => `covers/${name}.jpg`;

const PartSchema = z.object({ bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/**
 * What a backup file holds, written as its first part: enough to check every other part before
 * anything is restored, and to bring the database to the backup's migration before loading it.
 */
export const BackupManifestSchema = z.object({
  format: z.literal(1),
  application: z.literal('shelfmark'),
  version: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({
    /** Where the backup was taken; it restores into either kind. */
    kind: z.enum(['pglite', 'postgres']),
    /** The journal tag of the last migration the database had, e.g. 0020_integrations. */
    migration: z.string().min(1),
    migrationWhen: z.number().int(),
    tables: z.array(z.object({ name: z.string().min(1), columns: z.array(z.string()), rows: z.number().int().min(0) })),
    sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.string().regex(/^-?\d+$/).nullable() })),
  }),
  covers: z.object({
    store: z.enum(['disk', 'postgres', 's3']),
    /** Covers copied into the file: those of the disk store (the postgres store's are rows of the database). */
    files: z.array(z.string()),
  }),
  /** Every other part of the file: its size and SHA-256. */
  parts: z.record(z.string(), PartSchema),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;
