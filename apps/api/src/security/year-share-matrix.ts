import type { FastifyInstance } from 'fastify';
import { replaceFeed } from '../calendar/feeds';
import { shelve } from '../testing/library';
import type { Account } from '../accounts/testing/accounts';
import { jpeg } from '../testing/multipart';
import { coverKey } from '../shares/cover-keys';
import { insertShare, type ShareRecord } from '../shares/share-links';
import type { MatrixRow } from './matrix-row';

const ALL_FIELDS = { covers: true, creators: true, ratings: true, reviews: true, tags: true };

/** A link to the account's read shelf, showing everything. */
const shelfShare = (app: FastifyInstance, account: Account): Promise<ShareRecord> =>
  insertShare(app.database.db, account.userId, { kind: 'shelf', shelf: 'read', type: null }, { ...ALL_FIELDS, tags: false }, 'Read');

/**
 * The rows of the year in review, the release calendar and share links. Everything but the
 * public pages is the caller's own (no id to reach someone else's, or another user's link is
 * absent); the share page, its covers and the calendar feed are public, their token or secret the only key.
 */
export const YEAR_SHARE_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    route: '/api/v1/year/:year',
    access: { kind: 'signed-in' },
    success: 200,
    scenario: 'the caller’s own year',
    request: () => ({ url: '/api/v1/year/2024' }),
  },
  { method: 'GET', route: '/api/v1/calendar', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own Watch List', request: () => ({ url: '/api/v1/calendar' }) },
  { method: 'POST', route: '/api/v1/calendar/feed', access: { kind: 'signed-in' }, success: 201, scenario: 'the caller’s own feed', request: () => ({ url: '/api/v1/calendar/feed' }) },
  { method: 'DELETE', route: '/api/v1/calendar/feed', access: { kind: 'signed-in' }, success: 204, scenario: 'the caller’s own feed', request: () => ({ url: '/api/v1/calendar/feed' }) },
  {
    method: 'GET',
    route: '/api/v1/calendar/feed/:secret.ics',
    access: { kind: 'public' },
    success: 200,
    scenario: 'the secret address is the key',
    request: async ({ world }) => ({ url: `/api/v1/calendar/feed/${(await replaceFeed(world.app.database.db, world.accounts.user.userId)).secret}.ics` }),
  },
  {
    method: 'POST',
    route: '/api/v1/shares',
    access: { kind: 'signed-in' },
    success: 201,
    scenario: 'a link to the caller’s own year',
    request: () => ({ url: '/api/v1/shares', payload: { kind: 'year', year: 2024, fields: ALL_FIELDS } }),
  },
  { method: 'GET', route: '/api/v1/shares', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own links', request: () => ({ url: '/api/v1/shares' }) },
  {
    method: 'PATCH',
    route: '/api/v1/shares/:id',
    access: { kind: 'own' },
    success: 200,
    request: async ({ world, holdings }) => ({ url: `/api/v1/shares/${(await shelfShare(world.app, holdings.account)).shareId}`, payload: { title: 'Renamed' } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/shares/:id',
    access: { kind: 'own' },
    success: 204,
    request: async ({ world, holdings }) => ({ url: `/api/v1/shares/${(await shelfShare(world.app, holdings.account)).shareId}` }),
  },
  {
    method: 'GET',
    route: '/api/v1/public/shares/:token',
    access: { kind: 'public' },
    success: 200,
    scenario: 'the link is the key',
    request: async ({ world }) => ({ url: `/api/v1/public/shares/${(await shelfShare(world.app, world.accounts.user)).token}` }),
  },
  {
    method: 'GET',
    route: '/api/v1/public/shares/:token/covers/:key',
    access: { kind: 'public' },
    success: 200,
    scenario: 'a cover the link shows',
    request: async ({ world }) => {
      const account = world.accounts.user;
      const mediaId = await world.newMedia({ type: 'movie' });
      await shelve(world.app, account, mediaId, 'read');
      await world.app.covers.save(`MOVIE${mediaId}`, jpeg());
      const share = await shelfShare(world.app, account);
      return { url: `/api/v1/public/shares/${share.token}/covers/${coverKey(share.itemKey, mediaId)}` };
    },
  },
];
