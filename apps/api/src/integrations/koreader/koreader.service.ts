import {
  type CreatedKoreader,
  INTEGRATION_LABELS,
  type KoreaderCreate,
  type KoreaderDocument,
  KOREADER_MESSAGES,
  KOREADER_SERVER_PATH,
  MAX_INTEGRATIONS_PER_USER,
  MAX_TOKENS_PER_USER,
  TOKEN_MESSAGES,
} from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { users } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import type { AuthUser } from '../../auth/session-tokens';
import { countLiveTokens, insertAccessToken } from '../../access/access-tokens.repository';
import { hashTokenSecret, hintOf } from '../../access/token-secrets';
import { applyProgress, markBookDone, requireBook } from './book-progress.service';
import { findOwnDocument, ignoreDocument, insertKoreaderKey, linkDocument, loadDocument, setAppliedPercentage } from './koreader.repository';
import { keyHashOfSyncKey, newSyncKey } from './koreader-protocol';
import { countIntegrations, insertIntegration, integrationStatus } from './synced-progress.repository';

export const tooManyIntegrations = `You can have at most ${MAX_INTEGRATIONS_PER_USER} integrations; delete one first`;

/**
 * A KOReader integration and its sync key: a personal token with the sync scope (it shows in the
 * token list and is revoked there), whose md5 KOReader sends, kept as SHA-256 of that md5.
 */
export async function createKoreader(db: Db, viewer: AuthUser, body: KoreaderCreate): Promise<CreatedKoreader> {
  if ((await countIntegrations(db, viewer.userId)) >= MAX_INTEGRATIONS_PER_USER) throw conflict(tooManyIntegrations);
  if ((await countLiveTokens(db, viewer.userId)) >= MAX_TOKENS_PER_USER) throw conflict(TOKEN_MESSAGES.tooMany);
  const name = body.name ?? INTEGRATION_LABELS.koreader;
  const syncKey = newSyncKey();
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ username: users.username }).from(users).where(eq(users.userId, viewer.userId));
    if (!owner) throw notFound('Account not found');
    const token = await insertAccessToken(tx, {
      userId: viewer.userId,
      name: `${INTEGRATION_LABELS.koreader} sync: ${name}`.slice(0, 100),
      scopes: ['sync'],
      hint: hintOf(syncKey),
      secretHash: hashTokenSecret(syncKey),
      expiresAt: null,
    });
    const integration = await insertIntegration(tx, {
      userId: viewer.userId,
      kind: 'koreader',
      name,
      secretHash: keyHashOfSyncKey(syncKey),
      settings: { autoMarkDone: body.autoMarkDone ?? false },
    });
    await insertKoreaderKey(tx, integration.integrationId, token.tokenId);
    return { integration: await integrationStatus(tx, integration), username: owner.username, syncKey, serverPath: KOREADER_SERVER_PATH };
  });
}

async function requireOwnDocument(db: Db, viewer: AuthUser, documentId: number) {
  const found = await findOwnDocument(db, viewer.userId, documentId);
  if (!found) throw notFound(KOREADER_MESSAGES.documentNotFound);
  return found;
}

async function answer(db: Db, viewer: AuthUser, documentId: number): Promise<KoreaderDocument> {
  const loaded = await loadDocument(db, viewer.userId, documentId);
  if (!loaded) throw notFound(KOREADER_MESSAGES.documentNotFound);
  return loaded;
}

/** Links the document to a book for good; its latest progress moves the book at once (unless the integration is paused). */
export async function linkKoreaderDocument(db: Db, viewer: AuthUser, documentId: number, mediaId: number): Promise<KoreaderDocument> {
  const document = await requireOwnDocument(db, viewer, documentId);
  await requireBook(db, viewer, mediaId);
  await linkDocument(db, documentId, mediaId);
  if (!document.paused) {
    await applyProgress(db, viewer, {
      integrationId: document.integrationId,
      mediaId,
      share: document.percentage,
      source: `KOReader (${document.device})`,
      verb: 'Read',
      autoMarkDone: document.settings.autoMarkDone,
    });
    await setAppliedPercentage(db, documentId, document.percentage);
  }
  return answer(db, viewer, documentId);
}

/** Mark Done from the document's card: its book goes to Read. */
export async function markKoreaderDocumentDone(db: Db, viewer: AuthUser, documentId: number): Promise<KoreaderDocument> {
  const document = await requireOwnDocument(db, viewer, documentId);
  if (document.mediaId === null) throw invalid(KOREADER_MESSAGES.notLinked);
  await markBookDone(db, viewer, document.integrationId, document.mediaId, `KOReader (${document.device})`);
  return answer(db, viewer, documentId);
}

/** Skip from the inbox: the document stays off the list and moves no book. */
export async function skipKoreaderDocument(db: Db, viewer: AuthUser, documentId: number): Promise<void> {
  await requireOwnDocument(db, viewer, documentId);
  await ignoreDocument(db, documentId);
}
