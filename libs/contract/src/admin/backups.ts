import { z } from 'zod';
import { IsoDateTimeSchema } from '../date-schemas';

/** One backup file of BACKUP_DIR. */
export const BackupFileSchema = z.object({
  file: z.string().describe('The file name, e.g. shelfmark-backup-2026-11-27T03-00-00-000Z.tar.gz'),
  createdAt: IsoDateTimeSchema,
  bytes: z.number().int().min(0),
});
export type BackupFile = z.infer<typeof BackupFileSchema>;

/** GET /admin/backups: what the admin screen shows about backups. */
export const BackupsOverviewSchema = z.object({
  /** Where backups are kept on the server; null for a throwaway in-memory installation. */
  directory: z.string().nullable(),
  schedule: z.object({
    enabled: z.boolean(),
    keepDaily: z.number().int().min(0),
    keepWeekly: z.number().int().min(0),
    /** When this instance makes its next backup by itself; null when the schedule is off. */
    nextAt: IsoDateTimeSchema.nullable(),
  }),
  /** The newest backup, or null when there is none yet. */
  last: BackupFileSchema.nullable(),
  /** Every backup kept, newest first. */
  backups: z.array(BackupFileSchema),
  /** Covers the file does not hold (S3), said to the admin; null when it holds them all. */
  coversNote: z.string().nullable(),
});
export type BackupsOverview = z.infer<typeof BackupsOverviewSchema>;
