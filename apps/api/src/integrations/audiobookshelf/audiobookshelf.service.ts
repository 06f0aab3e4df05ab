import {
  AUDIOBOOKSHELF_MESSAGES,
  type AudiobookshelfCreate,
  type AudiobookshelfItem,
  type CreatedAudiobookshelf,
  INTEGRATION_LABELS,
  KOREADER_MESSAGES,
  MAX_INTEGRATIONS_PER_USER,
} from '@shelfmark/contract';
import type { Db } from '../../db/db';
import { conflict, invalid, notFound } from '../../errors';
import type { AuthUser } from '../../auth/session-tokens';
import { applyProgress, markBookDone, requireBook } from '../koreader/book-progress.service';
import { tooManyIntegrations } from '../koreader/koreader.service';
import { countIntegrations, insertIntegration, integrationStatus } from '../koreader/synced-progress.repository';
import { findOwnItem, ignoreItem, insertServer, type ItemRow, linkItem, loadItem, setAppliedProgress } from './audiobookshelf.repository';

/** An Audiobookshelf integration: its first poll is due at once. */
export async function createAudiobookshelf(db: Db, viewer: AuthUser, body: AudiobookshelfCreate): Promise<CreatedAudiobookshelf> {
  if ((await countIntegrations(db, viewer.userId)) >= MAX_INTEGRATIONS_PER_USER) throw conflict(tooManyIntegrations);
  const address = new URL(body.address).toString().replace(/\/+$/, '');
  return db.transaction(async (tx) => {
    const integration = await insertIntegration(tx, {
      userId: viewer.userId,
      kind: 'audiobookshelf',
      name: body.name ?? INTEGRATION_LABELS.audiobookshelf,
      settings: { autoMarkDone: body.autoMarkDone ?? false },
    });
    await insertServer(tx, { integrationId: integration.integrationId, address, apiToken: body.apiToken });
    return { integration: await integrationStatus(tx, integration), address };
  });
}

/** What the shelf was last moved to: the end for a finished item, else its share. */
const shareOf = (item: Pick<ItemRow, 'progress' | 'isFinished'>) => (item.isFinished ? 1 : item.progress);

/** Moves the item's book when it has one and its progress changed since the last move. */
export async function applyItem(db: Db, viewer: AuthUser, item: ItemRow, autoMarkDone: boolean): Promise<void> {
  if (item.mediaId === null || item.appliedProgress === shareOf(item)) return;
  await applyProgress(db, viewer, {
    integrationId: item.integrationId,
    mediaId: item.mediaId,
    share: item.progress,
    finished: item.isFinished,
    source: INTEGRATION_LABELS.audiobookshelf,
    verb: 'Listened',
    autoMarkDone,
  });
  await setAppliedProgress(db, item.itemId, shareOf(item));
}

async function requireOwnItem(db: Db, viewer: AuthUser, itemId: number) {
  const found = await findOwnItem(db, viewer.userId, itemId);
  if (!found) throw notFound(AUDIOBOOKSHELF_MESSAGES.itemNotFound);
  return found;
}

async function answer(db: Db, viewer: AuthUser, itemId: number): Promise<AudiobookshelfItem> {
  const loaded = await loadItem(db, viewer.userId, itemId);
  if (!loaded) throw notFound(AUDIOBOOKSHELF_MESSAGES.itemNotFound);
  return loaded;
}

/** Links the item to a book for good; its progress moves the book at once (unless the integration is paused). */
export async function linkAudiobookshelfItem(db: Db, viewer: AuthUser, itemId: number, mediaId: number): Promise<AudiobookshelfItem> {
  const item = await requireOwnItem(db, viewer, itemId);
  await requireBook(db, viewer, mediaId);
  await linkItem(db, itemId, mediaId);
  if (!item.paused) await applyItem(db, viewer, { ...item, mediaId, appliedProgress: null }, item.settings.autoMarkDone);
  return answer(db, viewer, itemId);
}

export async function markAudiobookshelfItemDone(db: Db, viewer: AuthUser, itemId: number): Promise<AudiobookshelfItem> {
  const item = await requireOwnItem(db, viewer, itemId);
  if (item.mediaId === null) throw invalid(KOREADER_MESSAGES.notLinked);
  await markBookDone(db, viewer, item.integrationId, item.mediaId, INTEGRATION_LABELS.audiobookshelf);
  return answer(db, viewer, itemId);
}

/** Skip from the inbox: the item stays off the list and moves no book. */
export async function skipAudiobookshelfItem(db: Db, viewer: AuthUser, itemId: number): Promise<void> {
  await requireOwnItem(db, viewer, itemId);
  await ignoreItem(db, itemId);
}
