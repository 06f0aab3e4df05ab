import type { MediaRequestCreate, MediaRequestListFilter, MediaRequestRecord, MediaRequestStatus } from '@shelfmark/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/db';
import { mediaRequests, users } from '../db/schema';

const recordColumns = {
  requestID: mediaRequests.requestId,
  userID: mediaRequests.userId,
  username: users.username,
  type: mediaRequests.type,
  title: mediaRequests.title,
  creator: mediaRequests.creator,
  details: mediaRequests.details,
  status: mediaRequests.status,
  createdAt: mediaRequests.createdAt,
  closedAt: mediaRequests.closedAt,
};

type Row = Omit<MediaRequestRecord, 'createdAt' | 'closedAt'> & { createdAt: Date; closedAt: Date | null };

const toRecord = (row: Row): MediaRequestRecord => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

export async function insertMediaRequest(db: Db, userId: number, request: Omit<MediaRequestCreate, 'userID'>): Promise<number> {
  const [created] = await db
    .insert(mediaRequests)
    .values({ userId, type: request.type, title: request.title, creator: request.creator || null, details: request.details ?? '' })
    .returning({ id: mediaRequests.requestId });
  if (!created) throw new Error('request not stored');
  return created.id;
}

export async function findMediaRequest(db: Db, requestId: number): Promise<MediaRequestRecord | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(mediaRequests)
    .innerJoin(users, eq(users.userId, mediaRequests.userId))
    .where(eq(mediaRequests.requestId, requestId));
  return row && toRecord(row);
}

const statusFilter = (status: MediaRequestListFilter) => {
  if (status === 'all') return undefined;
  if (status === 'closed') return ne(mediaRequests.status, 'open');
  return eq(mediaRequests.status, status);
};

/** Newest first; closed lists done and declined ones; only one user's when userId is given. */
export async function listMediaRequests(db: Db, status: MediaRequestListFilter, userId?: number): Promise<MediaRequestRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(mediaRequests)
    .innerJoin(users, eq(users.userId, mediaRequests.userId))
    .where(and(statusFilter(status), userId === undefined ? undefined : eq(mediaRequests.userId, userId)))
    .orderBy(desc(mediaRequests.requestId));
  return rows.map(toRecord);
}

export async function setMediaRequestStatus(db: Db, requestId: number, status: MediaRequestStatus, now: Date): Promise<void> {
  await db
    .update(mediaRequests)
    .set({ status, closedAt: status === 'open' ? null : now })
    .where(eq(mediaRequests.requestId, requestId));
}
