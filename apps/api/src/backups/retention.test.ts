import { describe, expect, it } from 'vitest';
import { backupFileName, backupsToKeep, backupTimeOf } from './retention';

const DAY = 24 * 60 * 60 * 1000;

describe('backup retention', () => {
  it('names a backup by its time, and reads the time back', () => {
    const at = new Date('2026-11-27T18:48:00.123Z');
    expect(backupFileName(at)).toBe('shelfmark-backup-2026-11-27T18-48-00-123Z.tar.gz');
    expect(backupTimeOf(backupFileName(at))).toEqual(at);
    expect(backupTimeOf('notes.txt')).toBeNull();
    expect(backupTimeOf('shelfmark-backup-2026-13-45T18-48-00-123Z.tar.gz')).toBeNull();
  });

  it('keeps the last 7 daily and 4 weekly backups out of 60 days of them', () => {
    // One backup a day at 03:00 for 60 days, ending on Friday 27 November 2026, and a second one on the last day.
    const last = Date.parse('2026-11-27T03:00:00.000Z');
    const files = Array.from({ length: 60 }, (_, index) => new Date(last - index * DAY)).map((at) => ({ name: backupFileName(at), at }));
    const extra = new Date(last + 5 * 60 * 60 * 1000);
    files.push({ name: backupFileName(extra), at: extra });

    const kept = [...backupsToKeep(files, 7, 4)].map((name) => backupTimeOf(name)!.toISOString().slice(0, 13)).sort();
    // The last 7 days' newest (two on the 27th: the later one), and the newest of each of 4 weeks:
    // this one's (the 27th) and the Sundays of the 3 before it (the 22nd is a day kept anyway).
    expect(kept).toEqual(['2026-11-08T03', '2026-11-15T03', '2026-11-21T03', '2026-11-22T03', '2026-11-23T03', '2026-11-24T03', '2026-11-25T03', '2026-11-26T03', '2026-11-27T08']);
    expect(kept).toHaveLength(9);
  });

  it('keeps days that have backups, not calendar days, and nothing when told so', () => {
    const files = ['2026-11-01', '2026-11-10', '2026-11-20'].map((day) => new Date(`${day}T12:00:00.000Z`)).map((at) => ({ name: backupFileName(at), at }));
    expect(backupsToKeep(files, 7, 0).size).toBe(3);
    expect(backupsToKeep(files, 0, 0).size).toBe(0);
    expect([...backupsToKeep(files, 1, 0)]).toEqual([backupFileName(new Date('2026-11-20T12:00:00.000Z'))]);
  });
});
