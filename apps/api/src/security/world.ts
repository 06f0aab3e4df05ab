import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportRowsPage, MediaCreate } from '@shelfmark/contract';
import type { FastifyInstance } from 'fastify';
import { passwordResets } from '../db/schema';
import { importAndWait } from '../imports/testing/upload';
import { insertMediaRequest } from '../media-requests/media-requests.repository';
import { findOrCreateTag, tagEntry } from '../tags/tags.repository';
import { addJournalEntry } from '../library/journal.service';
import { requireUserMedia } from '../library/library.service';
import { recommend } from '../recommendations/recommendations.service';
import { type Account, createAccount, createCast } from '../accounts/testing/accounts';
import { createCreator, createMedia, createSeries } from '../testing/catalog';
import { shelve } from '../testing/library';
import { createPersonalToken, expireToken, revokeToken } from '../testing/personal-tokens';
import { insertAccessToken } from '../access/access-tokens.repository';
import { hashTokenSecret, hintOf, newTokenSecret } from '../access/token-secrets';
import { TOKEN_CALLER_SPECS, TOKEN_CALLERS, type TokenCaller } from './token-callers';

/** Who makes a call in the matrix: nobody, or one of the cast. */
export const CALLERS = ['anonymous', 'user', 'other', 'librarian', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** Whose data a call touches, where ownership applies. `other` is a plain user too, so `user` stands for both. */
export const OWNERS = ['user', 'librarian', 'admin'] as const;
export type Owner = (typeof OWNERS)[number];

/**
 * Everything one account owns: a shelf entry with a reading, a journal entry, a tag on it, a song,
 * a recommendation, a media request, and an import job with a row waiting in review.
 */
export interface Holdings {
  account: Account;
  mediaId: number;
  usermediaId: number;
  readingId: number;
  entryId: number;
  tagId: number;
  /** A second tag of the owner, not on the entry (for PUT). */
  spareTagId: number;
  usersubmediaId: number;
  /** The album's song, for the watch calls. */
  submediaId: number;
  recommendationId: number;
  mediaRequestId: number;
  importJobId: number;
  reviewRowId: number;
  /** A personal access token of the owner, for revoking. */
  accessTokenId: number;
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}${++sequence}${randomBytes(3).toString('hex')}`;

const GOODREADS_HEADER = readFileSync(join(import.meta.dirname, '../imports/formats/fixtures/goodreads_library_export.csv'), 'utf8').split('\n')[0];

/** A one-row Goodreads export of a book no catalogue record matches, so the row waits in review. */
export const unmatchableGoodreadsFile = () => ({
  name: 'goodreads_library_export.csv',
  data: Buffer.from(`${GOODREADS_HEADER}\n42,${unique('Unheard Of ')},Nobody Known,,,"=""""","=""""",0,0,,,,,,,2024/01/01,,,to-read,,,,0,0\n`),
});

/** An import through the real API whose one row waits in review. */
async function createReviewedImport(app: FastifyInstance, account: Account): Promise<{ importJobId: number; reviewRowId: number }> {
  const job = await importAndWait(app, account, 'goodreads', unmatchableGoodreadsFile());
  const rows = await app.inject({ method: 'GET', url: `/api/v1/imports/${job.id}/rows?state=review`, headers: account.headers });
  const row = rows.json<ImportRowsPage>().rows[0];
  if (job.status !== 'needs_review' || !row) throw new Error(`import not in review: ${JSON.stringify(job)}`);
  return { importJobId: job.id, reviewRowId: row.id };
}

/** A fresh album on the owner's shelf, currently being read, with everything hanging off it. */
export async function createHoldings(app: FastifyInstance, account: Account): Promise<Holdings> {
  const db = app.database.db;
  const mediaId = await createMedia(app, { type: 'album', title: unique('Album '), submedia: [{ title: 'Track one', overallnum: 1 }] });
  const other = await createMedia(app, { title: unique('Book '), numPages: 300 });
  const usermediaId = await shelve(app, account, mediaId, 'currentlyReading');
  const entry = await requireUserMedia(db, usermediaId, account);
  const readingId = entry.currentReading?.readingID;
  const usersubmediaId = entry.media.submedia[0]?.usersubmediaID;
  const submediaId = entry.media.submedia[0]?.submediaID;
  if (readingId === undefined || usersubmediaId === undefined || usersubmediaId === null || submediaId === undefined) throw new Error('holdings incomplete');
  const journal = await addJournalEntry(db, account, usermediaId, { title: 'Note', body: 'A thought.', readingID: 0 });
  const { tag } = await findOrCreateTag(db, account.userId, unique('tag'));
  const { tag: spare } = await findOrCreateTag(db, account.userId, unique('spare'));
  await tagEntry(db, usermediaId, tag.tagID);
  const recommendation = await recommend(db, account, { mediaA: mediaId, mediaB: other });
  const mediaRequestId = await insertMediaRequest(db, account.userId, { type: 'book', title: unique('Wanted '), creator: '', details: '' });
  const reviewedImport = await createReviewedImport(app, account);
  // Straight in the table: each fresh holdings makes one, and a busy owner would pass the per-user limit of live tokens.
  const secret = newTokenSecret();
  const accessToken = await insertAccessToken(db, { userId: account.userId, name: unique('holding '), scopes: ['read'], hint: hintOf(secret), secretHash: hashTokenSecret(secret), expiresAt: null });
  return {
    account,
    mediaId,
    usermediaId,
    readingId,
    entryId: journal.entryID,
    tagId: tag.tagID,
    spareTagId: spare.tagID,
    usersubmediaId,
    submediaId,
    recommendationId: recommendation.recommendationID,
    mediaRequestId,
    ...reviewedImport,
    accessTokenId: accessToken.tokenId,
  };
}

/** The restricted film's genre, which no other item of the world has, so a catalogue page of it is short. */
export const RESTRICTED_GENRE = 9;

/** The shared catalogue the matrix calls read: a book, a restricted movie, a creator, a series, a cover. */
export interface Catalogue {
  bookId: number;
  restrictedId: number;
  /** The restricted film's TMDB id, to look it up by. */
  restrictedTmdbId: string;
  creatorId: number;
  seriesId: number;
  coverName: string;
}

export interface World {
  app: FastifyInstance;
  accounts: Record<Exclude<Caller, 'anonymous'>, Account>;
  /** The Authorization header of each personal token caller. */
  tokens: Record<TokenCaller, { authorization: string }>;
  catalogue: Catalogue;
  /** Holdings of each owner that denied calls share (denied calls change nothing, which the matrix checks). */
  shared: Record<Owner, Holdings>;
  ownerAccount(owner: Owner): Account;
  newAccount(): Promise<Account>;
  /** A fresh media item (a book unless told), without a cover and on nobody's shelf, added by `addedBy` if given. */
  newMedia(fields?: Partial<MediaCreate>, addedBy?: number): Promise<number>;
  /** A fresh open media request of the plain user. */
  newMediaRequest(): Promise<number>;
  /** A usable password-reset token of a fresh account. */
  newResetToken(): Promise<string>;
  uniqueName(prefix: string): string;
}

/** The token callers: live tokens of the plain user and of another, one revoked, one expired. */
async function createTokenCallers(app: FastifyInstance, accounts: World['accounts']): Promise<World['tokens']> {
  const entries = await Promise.all(
    TOKEN_CALLERS.map(async (caller) => {
      const { actsAs, scopes } = TOKEN_CALLER_SPECS[caller];
      const account = accounts[actsAs ?? 'user'];
      const token = await createPersonalToken(app, account, scopes);
      if (caller === 'revoked token') await revokeToken(app, account, token.tokenId);
      if (caller === 'expired token') await expireToken(app, token.tokenId);
      return [caller, token.headers] as const;
    }),
  );
  return Object.fromEntries(entries) as World['tokens'];
}

export async function createWorld(app: FastifyInstance): Promise<World> {
  const cast = await createCast(app);
  const accounts = { user: cast.owner, other: cast.other, librarian: cast.librarian, admin: cast.admin };
  const creatorId = await createCreator(app, 'Ursula K. Le Guin');
  const seriesId = await createSeries(app, 'Earthsea');
  const bookId = await createMedia(app, { title: 'A Wizard of Earthsea', isbn: '9780547773742', creators: [creatorId], seriesID: seriesId, seriesNum: 1, genreIDs: [1] });
  const restrictedTmdbId = '424242';
  const restrictedId = await createMedia(app, {
    type: 'movie',
    title: 'Restricted Film',
    restricted: true,
    genreIDs: [RESTRICTED_GENRE],
    externalIds: { tmdb_movie: restrictedTmdbId },
  });
  const coverName = '9780547773742';
  await app.covers.save(coverName, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]));
  const ownerAccount = (owner: Owner) => accounts[owner];
  const tokens = await createTokenCallers(app, accounts);
  const shared = {
    user: await createHoldings(app, accounts.user),
    librarian: await createHoldings(app, accounts.librarian),
    admin: await createHoldings(app, accounts.admin),
  };
  return {
    app,
    accounts,
    tokens,
    catalogue: { bookId, restrictedId, restrictedTmdbId, creatorId, seriesId, coverName },
    shared,
    ownerAccount,
    newAccount: () => createAccount(app, 'user', unique('reader_')),
    newMedia: (fields = {}, addedBy) => createMedia(app, { title: unique('Item '), ...fields }, addedBy ?? null),
    newMediaRequest: () => insertMediaRequest(app.database.db, accounts.user.userId, { type: 'movie', title: unique('Wanted ') }),
    newResetToken: async () => {
      const account = await createAccount(app, 'user', unique('resetter_'));
      const token = randomBytes(32).toString('base64url');
      const tokenHash = createHash('sha256').update(token).digest('hex');
      await app.database.db.insert(passwordResets).values({ tokenHash, userId: account.userId, expiresAt: new Date(Date.now() + 3_600_000) });
      return token;
    },
    uniqueName: unique,
  };
}
