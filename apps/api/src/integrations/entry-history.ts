import type { IntegrationHistoryLine } from '@shelfmark/contract';
import type { Db } from '../db/db';
import { listProgressEvents } from './koreader/synced-progress.repository';
import { playLines } from './media-servers/plays.repository';

/** Every line integrations wrote on one of the user's entries (plays, reading and listening progress), newest first. */
export async function entryHistory(db: Db, userId: number, usermediaId: number): Promise<IntegrationHistoryLine[]> {
  const [plays, progress] = await Promise.all([playLines(db, userId, usermediaId), listProgressEvents(db, usermediaId)]);
  return [...plays, ...progress].sort((a, b) => b.at.localeCompare(a.at));
}
