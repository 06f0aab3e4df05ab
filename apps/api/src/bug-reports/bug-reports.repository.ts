import type { BugReportRecord } from '@shelfmark/contract';
import { desc } from 'drizzle-orm';
import type { Db } from '../db/db';
import { bugReports } from '../db/schema';

const toRecord = (row: typeof bugReports.$inferSelect): BugReportRecord => ({
  bugreportID: row.bugreportId,
  userID: row.userId,
  title: row.title,
  circumstances: row.circumstances,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

export async function insertBugReport(
  db: Db,
  report: { userId: number; title: string; circumstances: string; content: string },
): Promise<BugReportRecord> {
  const [created] = await db.insert(bugReports).values(report).returning();
  if (!created) throw new Error('bug report not stored');
  return toRecord(created);
}

export async function listBugReports(db: Db): Promise<BugReportRecord[]> {
  return (await db.select().from(bugReports).orderBy(desc(bugReports.bugreportId))).map(toRecord);
}

