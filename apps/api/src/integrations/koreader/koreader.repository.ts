import { FINISHED_SHARE, type KoreaderDocument, type BookSyncSettings, BookSyncSettingsSchema, type Role } from '@shelfmark/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { preparedStatement } from '../../db/prepared';
import { accessTokens, integrations, koreaderDocuments, koreaderKeys, media, userMedia, users } from '../../db/schema';

/** Who a KOReader call is: the integration whose sync key it carries, and its owner. */
export interface SyncAccount {
  integrationId: number;
  userId: number;
  role: Role;
  paused: boolean;
  settings: BookSyncSettings;
}

/**
 * The integration of this username whose key hash matches, as long as the personal token behind
 * the key is neither revoked nor expired (its last day is expires_at), of an account not disabled.
 */
const accountStatement = preparedStatement<{ username: string; keyHash: string }, { integration_id: number; user_id: number; role: Role; paused: boolean; settings: unknown }>(
  'koreader_account',
  (p) => sql`select ${integrations.integrationId} as integration_id, ${users.userId} as user_id, ${users.role} as role,
      ${integrations.paused} as paused, ${integrations.settings} as settings
    from ${users}
    join ${integrations} on ${integrations.userId} = ${users.userId}
    join ${koreaderKeys} on ${koreaderKeys.integrationId} = ${integrations.integrationId}
    join ${accessTokens} on ${accessTokens.tokenId} = ${koreaderKeys.tokenId}
    where lower(${users.username}) = lower(${p.username}::text) and ${integrations.kind} = 'koreader' and ${integrations.secretHash} = ${p.keyHash}::text
      and ${accessTokens.revokedAt} is null and (${accessTokens.expiresAt} is null or ${accessTokens.expiresAt} >= current_date)
      and ${users.disabledAt} is null
    limit 1`,
);

export const settingsOf = (value: unknown): BookSyncSettings => BookSyncSettingsSchema.catch({ autoMarkDone: false }).parse(value ?? {});

export async function findSyncAccount(db: Db, username: string, keyHash: string): Promise<SyncAccount | undefined> {
  const [row] = await accountStatement(db, { username, keyHash });
  return row && { integrationId: row.integration_id, userId: row.user_id, role: row.role, paused: row.paused, settings: settingsOf(row.settings) };
}

export async function insertKoreaderKey(db: Db, integrationId: number, tokenId: number): Promise<void> {
  await db.insert(koreaderKeys).values({ integrationId, tokenId });
}

export type DocumentRow = typeof koreaderDocuments.$inferSelect;

export interface SyncedProgress {
  document: string;
  progress: string;
  percentage: number;
  device: string;
  deviceId: string | null;
  syncedAt: number;
}

/** The latest progress of the document, whichever device sent it (the reference server's HSET). */
export async function saveProgress(db: Db, integrationId: number, progress: SyncedProgress): Promise<DocumentRow> {
  const [row] = await db
    .insert(koreaderDocuments)
    .values({ integrationId, ...progress })
    .onConflictDoUpdate({
      target: [koreaderDocuments.integrationId, koreaderDocuments.document],
      set: {
        progress: progress.progress,
        percentage: progress.percentage,
        device: progress.device,
        deviceId: progress.deviceId,
        syncedAt: progress.syncedAt,
        updated: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('progress not saved');
  return row;
}

export async function findProgress(db: Db, integrationId: number, document: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(koreaderDocuments)
    .where(and(eq(koreaderDocuments.integrationId, integrationId), eq(koreaderDocuments.document, document)));
  return row;
}

export async function setAppliedPercentage(db: Db, documentId: number, percentage: number): Promise<void> {
  await db.update(koreaderDocuments).set({ appliedPercentage: percentage }).where(eq(koreaderDocuments.documentId, documentId));
}

export async function linkDocument(db: Db, documentId: number, mediaId: number): Promise<void> {
  await db.update(koreaderDocuments).set({ mediaId, appliedPercentage: null, ignored: false }).where(eq(koreaderDocuments.documentId, documentId));
}

/** Skipped: off the list, and it moves no book (KOReader's devices still sync it). */
export async function ignoreDocument(db: Db, documentId: number): Promise<void> {
  await db.update(koreaderDocuments).set({ mediaId: null, appliedPercentage: null, ignored: true }).where(eq(koreaderDocuments.documentId, documentId));
}

/** A document of one of the user's KOReader integrations, with the integration's settings. */
export async function findOwnDocument(db: Db, userId: number, documentId: number): Promise<(DocumentRow & { settings: BookSyncSettings; paused: boolean }) | undefined> {
  const [row] = await db
    .select({ document: koreaderDocuments, settings: integrations.settings, paused: integrations.paused })
    .from(koreaderDocuments)
    .innerJoin(integrations, eq(integrations.integrationId, koreaderDocuments.integrationId))
    .where(and(eq(koreaderDocuments.documentId, documentId), eq(integrations.userId, userId)));
  return row && { ...row.document, settings: settingsOf(row.settings), paused: row.paused };
}

const DOCUMENTS_SHOWN = 200;

const documentColumns = {
  documentId: koreaderDocuments.documentId,
  integrationId: koreaderDocuments.integrationId,
  document: koreaderDocuments.document,
  device: koreaderDocuments.device,
  percentage: koreaderDocuments.percentage,
  updated: koreaderDocuments.updated,
  mediaId: media.mediaId,
  title: media.title,
  numPages: media.numPages,
  status: userMedia.status,
};

type DocumentListRow = Awaited<ReturnType<typeof selectDocuments>>[number];

const toDocument = (row: DocumentListRow): KoreaderDocument => ({
  documentID: row.documentId,
  integrationID: row.integrationId,
  document: row.document,
  device: row.device,
  percentage: row.percentage,
  updated: row.updated.toISOString(),
  book: row.mediaId === null ? null : { mediaID: row.mediaId, title: row.title ?? '', numPages: row.numPages },
  finished: row.percentage >= FINISHED_SHARE,
  done: row.status === 'read',
});

function selectDocuments(db: Db, userId: number) {
  return db
    .select(documentColumns)
    .from(koreaderDocuments)
    .innerJoin(integrations, eq(integrations.integrationId, koreaderDocuments.integrationId))
    .leftJoin(media, eq(media.mediaId, koreaderDocuments.mediaId))
    .leftJoin(userMedia, and(eq(userMedia.mediaId, koreaderDocuments.mediaId), eq(userMedia.userId, userId)))
    .where(and(eq(integrations.userId, userId), eq(koreaderDocuments.ignored, false)))
    .$dynamic();
}

/** The user's synced documents: those waiting for a book first, then the latest synced. */
export async function listDocuments(db: Db, userId: number): Promise<KoreaderDocument[]> {
  const rows = await selectDocuments(db, userId)
    .orderBy(sql`${koreaderDocuments.mediaId} is not null`, desc(koreaderDocuments.updated), desc(koreaderDocuments.documentId))
    .limit(DOCUMENTS_SHOWN);
  return rows.map(toDocument);
}

export async function loadDocument(db: Db, userId: number, documentId: number): Promise<KoreaderDocument | undefined> {
  const [row] = await selectDocuments(db, userId).where(and(eq(integrations.userId, userId), eq(koreaderDocuments.documentId, documentId)));
  return row && toDocument(row);
}
