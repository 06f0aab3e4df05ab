import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Account } from '../accounts/testing/accounts';
import { createKoreader } from '../integrations/koreader/koreader.service';
import { linkDocument, saveProgress } from '../integrations/koreader/koreader.repository';
import { createAudiobookshelf } from '../integrations/audiobookshelf/audiobookshelf.service';
import { findItem, insertItem, linkItem } from '../integrations/audiobookshelf/audiobookshelf.repository';
import type { CallSpec, MatrixRow } from './matrix-row';

/** A KOReader document id as the plugin sends it (an md5). */
const DOCUMENT = '0b229176d4e8db7f6d2b5a4952368d7a';
/** Nothing listens there: the poller (stopped in the suites) would only count a failure. */
const ABS_ADDRESS = 'http://127.0.0.1:9';

const sync = new WeakMap<Account, Promise<{ integrationId: number; headers: Record<string, string> }>>();

/** The account's KOReader integration and the headers the plugin sends with its key, made once. */
function koreaderOf(app: FastifyInstance, account: Account) {
  let made = sync.get(account);
  if (!made) {
    made = createKoreader(app.database.db, account, {}).then((created) => ({
      integrationId: created.integration.integrationID,
      headers: {
        accept: 'application/vnd.koreader.v1+json',
        'x-auth-user': created.username,
        'x-auth-key': createHash('md5').update(created.syncKey).digest('hex'),
      },
    }));
    sync.set(account, made);
  }
  return made;
}

async function documentOf(app: FastifyInstance, account: Account, bookId: number, linked: boolean): Promise<number> {
  const { integrationId } = await koreaderOf(app, account);
  const saved = await saveProgress(app.database.db, integrationId, { document: DOCUMENT, progress: '/body/DocFragment[3]', percentage: 0.5, device: 'Kobo', deviceId: 'K1', syncedAt: 1_764_000_000 });
  if (linked) await linkDocument(app.database.db, saved.documentId, bookId);
  return saved.documentId;
}

const listening = new WeakMap<Account, Promise<number>>();

/** The account's Audiobookshelf integration, made once (an account holds 20 integrations at most). */
function audiobookshelfOf(app: FastifyInstance, account: Account): Promise<number> {
  let made = listening.get(account);
  if (!made) {
    made = createAudiobookshelf(app.database.db, account, { address: ABS_ADDRESS, apiToken: 'token' }).then((created) => created.integration.integrationID);
    listening.set(account, made);
  }
  return made;
}

async function itemOf(app: FastifyInstance, account: Account, bookId: number, linked: boolean): Promise<number> {
  const integrationId = await audiobookshelfOf(app, account);
  const item = (await findItem(app.database.db, integrationId, 'li_1')) ?? await insertItem(app.database.db, {
    integrationId,
    libraryItemId: 'li_1',
    title: 'A Recording',
    author: 'Someone',
    progress: 0.5,
    isFinished: false,
    lastUpdate: 1_764_000_000_000,
  });
  if (linked) await linkItem(app.database.db, item.itemId, bookId);
  return item.itemId;
}

/**
 * KOReader's sync calls (credentials in x-auth-user/x-auth-key, so any caller with them gets
 * through; personal tokens need the sync scope) and the KOReader and Audiobookshelf set-up and
 * inbox calls of the Integrations page.
 */
export const BOOK_SYNC_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    route: '/api/v1/koreader/users/create',
    access: { kind: 'per-caller', outcomes: { anonymous: 402, user: 402, other: 402, librarian: 402, admin: 402 } },
    success: 201,
    scenario: 'registration happens in Shelfmark: always refused',
    refusalHasCode: true,
    request: (): CallSpec => ({ url: '/api/v1/koreader/users/create', payload: { username: 'reader', password: 'b1946ac92492d2347c6235b4d2611184' } }),
  },
  {
    method: 'GET',
    route: '/api/v1/koreader/users/auth',
    access: { kind: 'public' },
    success: 200,
    scenario: 'with the owner’s KOReader credentials',
    refusalHasCode: true,
    request: async ({ world, holdings }) => ({ url: '/api/v1/koreader/users/auth', headers: (await koreaderOf(world.app, holdings.account)).headers }),
  },
  {
    method: 'PUT',
    route: '/api/v1/koreader/syncs/progress',
    access: { kind: 'public' },
    success: 200,
    scenario: 'with the owner’s KOReader credentials',
    refusalHasCode: true,
    request: async ({ world, holdings }) => ({
      url: '/api/v1/koreader/syncs/progress',
      headers: (await koreaderOf(world.app, holdings.account)).headers,
      payload: { document: DOCUMENT, progress: '/body/DocFragment[4]', percentage: 0.25, device: 'Kobo', device_id: 'K1' },
    }),
  },
  {
    method: 'GET',
    route: '/api/v1/koreader/syncs/progress/:document',
    access: { kind: 'public' },
    success: 200,
    scenario: 'with the owner’s KOReader credentials',
    refusalHasCode: true,
    request: async ({ world, holdings }) => ({ url: `/api/v1/koreader/syncs/progress/${DOCUMENT}`, headers: (await koreaderOf(world.app, holdings.account)).headers }),
  },
  { method: 'POST', route: '/api/v1/integrations/koreader', access: { kind: 'signed-in' }, success: 201, request: () => ({ url: '/api/v1/integrations/koreader', payload: { name: 'Kobo' } }) },
  { method: 'GET', route: '/api/v1/integrations/koreader/documents', access: { kind: 'signed-in' }, success: 200, request: () => ({ url: '/api/v1/integrations/koreader/documents' }) },
  {
    method: 'PUT',
    route: '/api/v1/integrations/koreader/documents/:documentID/link',
    access: { kind: 'own' },
    success: 200,
    request: async ({ world, holdings }) => ({
      url: `/api/v1/integrations/koreader/documents/${await documentOf(world.app, holdings.account, world.catalogue.bookId, false)}/link`,
      payload: { mediaID: world.catalogue.bookId },
    }),
  },
  {
    method: 'POST',
    route: '/api/v1/integrations/koreader/documents/:documentID/done',
    access: { kind: 'own' },
    success: 200,
    request: async ({ world, holdings }) => ({ url: `/api/v1/integrations/koreader/documents/${await documentOf(world.app, holdings.account, world.catalogue.bookId, true)}/done` }),
  },
  {
    method: 'POST',
    route: '/api/v1/integrations/audiobookshelf',
    access: { kind: 'signed-in' },
    success: 201,
    request: () => ({ url: '/api/v1/integrations/audiobookshelf', payload: { address: ABS_ADDRESS, apiToken: 'abs-token' } }),
  },
  { method: 'GET', route: '/api/v1/integrations/audiobookshelf/items', access: { kind: 'signed-in' }, success: 200, request: () => ({ url: '/api/v1/integrations/audiobookshelf/items' }) },
  {
    method: 'PUT',
    route: '/api/v1/integrations/audiobookshelf/items/:itemID/link',
    access: { kind: 'own' },
    success: 200,
    request: async ({ world, holdings }) => ({
      url: `/api/v1/integrations/audiobookshelf/items/${await itemOf(world.app, holdings.account, world.catalogue.bookId, false)}/link`,
      payload: { mediaID: world.catalogue.bookId },
    }),
  },
  {
    method: 'POST',
    route: '/api/v1/integrations/audiobookshelf/items/:itemID/done',
    access: { kind: 'own' },
    success: 200,
    request: async ({ world, holdings }) => ({ url: `/api/v1/integrations/audiobookshelf/items/${await itemOf(world.app, holdings.account, world.catalogue.bookId, true)}/done` }),
  },
  {
    method: 'POST',
    route: '/api/v1/integrations/koreader/documents/:documentID/skip',
    access: { kind: 'own' },
    success: 204,
    request: async ({ world, holdings }) => ({ url: `/api/v1/integrations/koreader/documents/${await documentOf(world.app, holdings.account, world.catalogue.bookId, false)}/skip` }),
  },
  {
    method: 'POST',
    route: '/api/v1/integrations/audiobookshelf/items/:itemID/skip',
    access: { kind: 'own' },
    success: 204,
    request: async ({ world, holdings }) => ({ url: `/api/v1/integrations/audiobookshelf/items/${await itemOf(world.app, holdings.account, world.catalogue.bookId, false)}/skip` }),
  },
];
