import { API_MESSAGES, FINISHED_SHARE, KOREADER_MESSAGES, syncedProgressLine, type Status } from '@shelfmark/contract';
import type { Db } from '../../db/db';
import { invalid, notFound } from '../../errors';
import type { AuthUser } from '../../auth/session-tokens';
import { addToLibrary, patchEntry } from '../../library/library.service';
import { findEntryOfMedia } from '../../library/library-entries.repository';
import { findVisibleMedia, type MediaBasics } from '../../media/media-access.repository';
import { insertProgressEvent } from './synced-progress.repository';

/**
 * How a reader's or a listening app's progress moves a book on the shelf, shared by KOReader
 * and Audiobookshelf. Every change goes through the library's own write paths, so the outbound
 * webhooks fire and the shelf's caches follow.
 */

/** A book the viewer may see, or a 404 (absent) / 400 (not a book). */
export async function requireBook(db: Db, viewer: AuthUser, mediaId: number): Promise<MediaBasics> {
  const book = await findVisibleMedia(db, mediaId, viewer);
  if (!book) throw notFound(API_MESSAGES.mediaNotFound);
  if (book.type !== 'book') throw invalid(KOREADER_MESSAGES.notABook);
  return book;
}

export interface ProgressReport {
  integrationId: number;
  mediaId: number;
  /** How far, 0 to 1. */
  share: number;
  /** The source says the end is reached (Audiobookshelf's isFinished), besides a share at the end. */
  finished?: boolean;
  /** E.g. "KOReader (Kobo)". */
  source: string;
  verb: 'Read' | 'Listened';
  /** The user's setting: at the end, mark the book Read without asking. */
  autoMarkDone: boolean;
}

/** Below this share, progress on a book marked Read is a new reading of it. */
const REREAD_BELOW = 0.5;

const clampShare = (share: number) => (Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0);

export const isAtEnd = (share: number, finished = false) => finished || share >= FINISHED_SHARE;

const pagesOf = (book: MediaBasics, share: number) => (book.numPages === null ? null : Math.min(book.numPages, Math.round(share * book.numPages)));

async function setStatus(db: Db, viewer: AuthUser, mediaId: number, status: Status, now: Date): Promise<number> {
  const entry = await findEntryOfMedia(db, viewer.userId, mediaId);
  if (!entry) return addToLibrary(db, viewer, mediaId, status, now);
  if (entry.status !== status) await patchEntry(db, viewer, entry.usermediaId, { status }, now);
  return entry.usermediaId;
}

/**
 * Moves the book: Currently Reading unless it is, progress = share × its pages, and at the end
 * Read when the user chose so. A book marked Read starts a new reading only from under half of
 * it. Writes one history line. Nothing happens to a book the user may no longer see.
 */
export async function applyProgress(db: Db, viewer: AuthUser, report: ProgressReport, now = new Date()): Promise<void> {
  const book = await findVisibleMedia(db, report.mediaId, viewer);
  if (!book || book.type !== 'book') return;
  const share = clampShare(report.share);
  const atEnd = isAtEnd(share, report.finished);
  const current = await findEntryOfMedia(db, viewer.userId, report.mediaId);
  // A book already Read moves again only when read anew from early on: paging back near its end
  // (or a device syncing late) must not start a new reading.
  if (current?.status === 'read' && share >= REREAD_BELOW) return;
  const markDone = atEnd && report.autoMarkDone;
  const status: Status = markDone ? 'read' : 'currentlyReading';
  const usermediaId = await setStatus(db, viewer, report.mediaId, status, now);
  const pages = pagesOf(book, atEnd ? 1 : share);
  if (pages !== null) await patchEntry(db, viewer, usermediaId, { progress: pages }, now);
  const line = markDone ? `Finished on ${report.source}` : syncedProgressLine(report.verb, share, report.source);
  await insertProgressEvent(db, { usermediaId, integrationId: report.integrationId, line, time: now });
}

/** Mark Done from the inbox card: the book goes to Read (added if need be), at its last page. */
export async function markBookDone(db: Db, viewer: AuthUser, integrationId: number, mediaId: number, source: string, now = new Date()): Promise<void> {
  const book = await requireBook(db, viewer, mediaId);
  const usermediaId = await setStatus(db, viewer, mediaId, 'read', now);
  if (book.numPages !== null) await patchEntry(db, viewer, usermediaId, { progress: book.numPages }, now);
  await insertProgressEvent(db, { usermediaId, integrationId, line: `Finished on ${source}`, time: now });
}
