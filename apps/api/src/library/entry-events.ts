import type { Db } from '../db/db';
import { loadUserMedia } from './user-media-loader.repository';
import type { EventQueue } from '../webhooks/outbox';

/**
 * entry.removed, with the entry as it was: called before it is deleted. (The other entry and
 * reading events are captured by PostgreSQL as the change is made: migration 0037.)
 */
export async function queueEntryRemoved(tx: Db, events: EventQueue, userId: number, usermediaId: number): Promise<void> {
  if (!events.wants('entry.removed')) return;
  const entry = await loadUserMedia(tx, usermediaId, userId);
  if (entry) await events.queue('entry.removed', { entry });
}
