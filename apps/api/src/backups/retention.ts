/** A backup file of BACKUP_DIR and when it was made (from its name). */
export interface BackupFileTime {
  name: string;
  at: Date;
}

const NAME = /^shelfmark-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

/** The name of a backup made at `at`, e.g. shelfmark-backup-2026-11-27T18-48-00-123Z.tar.gz; it sorts by time. */
export function backupFileName(at: Date): string {
  return `shelfmark-backup-${at.toISOString().replace(/:/g, '-').replace('.', '-')}.tar.gz`;
}

/** When a backup of this name was made, or null for any other file. */
export function backupTimeOf(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The Monday (UTC) of the week holding `at`: backups of one ISO week share it. */
function weekOf(at: Date): string {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

/** The newest backup of each of the `count` most recent periods that have one. */
function newestPerPeriod(newestFirst: BackupFileTime[], periodOf: (at: Date) => string, count: number): string[] {
  const kept = new Map<string, string>();
  for (const file of newestFirst) {
    const period = periodOf(file.at);
    if (kept.has(period)) continue;
    if (kept.size === count) break;
    kept.set(period, file.name);
  }
  return [...kept.values()];
}

/**
 * Which backups to keep: the newest of each of the last `keepDaily` days that have one, and the
 * newest of each of the last `keepWeekly` weeks (UTC); a backup may count as both.
 */
export function backupsToKeep(files: BackupFileTime[], keepDaily: number, keepWeekly: number): Set<string> {
  const newestFirst = [...files].sort((a, b) => b.at.getTime() - a.at.getTime());
  return new Set([...newestPerPeriod(newestFirst, dayOf, keepDaily), ...newestPerPeriod(newestFirst, weekOf, keepWeekly)]);
}
