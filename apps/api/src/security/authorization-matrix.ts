import { coverEtag } from '../covers/cover-store';
import { importBody } from '../imports/testing/upload';
import { TEST_PASSWORD } from '../accounts/testing/accounts';
import { jpeg, multipart } from '../testing/multipart';
import { STATS_MATRIX } from './authorization-matrix-stats';
import type { CallSpec, MatrixRow } from './matrix-row';
import { unmatchableGoodreadsFile, type World } from './world';
import { YEAR_SHARE_ROWS } from './year-share-matrix';
import { WEBHOOK_ROWS } from './webhooks-matrix';
import { SESSION_ROWS } from './sessions-matrix';
import { TWO_FACTOR_ROWS } from './two-factor-matrix';
import { REMINDER_ROWS } from './reminders-matrix';
import { OIDC_ROWS } from './oidc-matrix';
import { BOOK_SYNC_ROWS } from './book-sync-matrix';
import { INTEGRATION_ROWS } from './integrations-matrix';
import { BACKUP_ROWS } from './backups-matrix';
import { ACCOUNT_ROWS } from './account-matrix';
import { ADMIN_ROWS } from './admin-matrix';
import { RELEASE_ROWS } from './releases-matrix';

const json = (url: string, payload: object): CallSpec => ({ url, payload });

/** A cover upload; its side effect is the stored file, compared around a refused call. */
function coverUpload(world: World, name: string): CallSpec {
  const body = multipart({ name }, { filename: `${name}.jpg`, data: jpeg() });
  return {
    url: '/api/v1/covers',
    payload: body.payload,
    headers: body.headers,
    sideEffect: () => coverEtag(world.app.covers, name),
  };
}
const today = () => new Date().toISOString();

/**
 * The authorisation matrix: every route of the API, who may call it, and one valid request
 * for it. A new route is one more row here; docs/authorization.md is rendered from it.
 */
export const MATRIX: MatrixRow[] = [
  // Sessions and users
  { method: 'GET', route: '/api/v1/health', access: { kind: 'public' }, success: 200, request: () => ({ url: '/api/v1/health' }) },
  {
    method: 'POST',
    route: '/api/v1/sessions',
    access: { kind: 'public' },
    success: 200,
    request: ({ world }) => json('/api/v1/sessions', { username: world.accounts.user.username, password: TEST_PASSWORD }),
  },
  {
    method: 'POST',
    route: '/api/v1/users',
    access: { kind: 'public' },
    success: 201,
    request: ({ world }) => {
      const username = world.uniqueName('newcomer_');
      return json('/api/v1/users', { email: `${username}@example.com`, username, password: TEST_PASSWORD });
    },
  },
  {
    method: 'POST',
    route: '/api/v1/users/passwordreset',
    access: { kind: 'public' },
    success: 204,
    request: ({ world }) => ({ url: '/api/v1/users/passwordreset', payload: world.accounts.user.email, headers: { 'content-type': 'text/plain' } }),
  },
  {
    method: 'GET',
    route: '/api/v1/users/passwordreset/:token',
    access: { kind: 'public' },
    success: 200,
    request: async ({ world }) => ({ url: `/api/v1/users/passwordreset/${await world.newResetToken()}` }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/users/passwordreset/:token',
    access: { kind: 'public' },
    success: 204,
    request: async ({ world }) => json(`/api/v1/users/passwordreset/${await world.newResetToken()}`, { password: 'a brand new passphrase' }),
  },
  { method: 'GET', route: '/api/v1/users/verification', access: { kind: 'public' }, success: 200, request: () => ({ url: '/api/v1/users/verification' }) },
  {
    method: 'GET',
    route: '/api/v1/users/:id',
    access: { kind: 'own-or-admin' },
    success: 200,
    request: ({ holdings }) => ({ url: `/api/v1/users/${holdings.account.userId}` }),
  },

  // Personal access tokens: the browser's session only (any token is refused, see the token callers)
  { method: 'GET', route: '/api/v1/tokens', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own tokens', request: () => ({ url: '/api/v1/tokens' }) },
  { method: 'POST', route: '/api/v1/tokens', access: { kind: 'signed-in' }, success: 201, request: () => json('/api/v1/tokens', { name: 'Script', scopes: ['read'] }) },
  {
    method: 'DELETE',
    route: '/api/v1/tokens/:tokenID',
    access: { kind: 'own' },
    success: 204,
    request: ({ holdings }) => ({ url: `/api/v1/tokens/${holdings.accessTokenId}` }),
  },

  // Library
  ...(
    [
      '/api/v1/usermedias/library?library=currentlyReading',
      '/api/v1/usermedias/library/page?library=recent&pageNumber=1&pageSize=10',
      '/api/v1/usermedias/library/page/total?library=recent',
      '/api/v1/usermedias/library/page/type?library=recent&type=album',
      '/api/v1/usermedias/library/page/type/total?library=recent&type=album',
    ] as const
  ).map(
    (url): MatrixRow => ({ method: 'GET', route: url.slice(0, url.indexOf('?')), access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own shelf', request: () => ({ url }) }),
  ),
  { method: 'GET', route: '/api/v1/usermedias/:id', access: { kind: 'own' }, success: 200, request: ({ holdings }) => ({ url: `/api/v1/usermedias/${holdings.usermediaId}` }) },
  {
    method: 'GET',
    route: '/api/v1/usermedias/media/:mediaID',
    access: { kind: 'own' },
    success: 200,
    scenario: 'the caller’s entry for a media item; others have none',
    request: ({ holdings }) => ({ url: `/api/v1/usermedias/media/${holdings.mediaId}` }),
  },
  {
    method: 'GET',
    route: '/api/v1/usermedias/check/:mediaID',
    access: { kind: 'signed-in' },
    success: 200,
    scenario: 'answers about the caller’s own shelf',
    request: ({ holdings }) => ({ url: `/api/v1/usermedias/check/${holdings.mediaId}` }),
  },
  {
    method: 'POST',
    route: '/api/v1/usermedias',
    access: { kind: 'signed-in' },
    success: 201,
    request: async ({ world }) => ({ url: `/api/v1/usermedias?mediaID=${await world.newMedia({ type: 'movie' })}` }),
  },
  {
    method: 'POST',
    route: '/api/v1/usermedias',
    access: { kind: 'per-caller', outcomes: { anonymous: 401, user: 404, other: 404, librarian: 404, admin: 201 } },
    success: 201,
    scenario: 'restricted media',
    request: async ({ world }) => ({ url: `/api/v1/usermedias?mediaID=${await world.newMedia({ type: 'movie', restricted: true })}` }),
  },
  { method: 'PATCH', route: '/api/v1/usermedias/:id', access: { kind: 'own' }, success: 200, request: ({ holdings }) => json(`/api/v1/usermedias/${holdings.usermediaId}`, { rating: 7 }) },
  { method: 'DELETE', route: '/api/v1/usermedias/:id', access: { kind: 'own' }, success: 204, request: ({ holdings }) => ({ url: `/api/v1/usermedias/${holdings.usermediaId}` }) },
  {
    method: 'PUT',
    route: '/api/v1/usermedias/:usermediaID/tags/:tagID',
    access: { kind: 'own' },
    success: 200,
    scenario: 'the owner’s tag on the owner’s entry',
    request: ({ holdings }) => ({ url: `/api/v1/usermedias/${holdings.usermediaId}/tags/${holdings.spareTagId}` }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/usermedias/:usermediaID/tags/:tagID',
    access: { kind: 'own' },
    success: 204,
    request: ({ holdings }) => ({ url: `/api/v1/usermedias/${holdings.usermediaId}/tags/${holdings.tagId}` }),
  },
  { method: 'PATCH', route: '/api/v1/usersubmedias/:id', access: { kind: 'own' }, success: 200, request: ({ holdings }) => json(`/api/v1/usersubmedias/${holdings.usersubmediaId}`, { favorited: true }) },
  // Marking acts on the caller's own shelf (adding the item there), so anyone signed in may; unmarking needs the item on it.
  {
    method: 'POST',
    route: '/api/v1/medias/:mediaID/watches',
    access: { kind: 'signed-in' },
    success: 200,
    // A show of its own per call, so no caller's marks put the owner's item on another shelf.
    request: async ({ world }) =>
      json(`/api/v1/medias/${await world.newMedia({ type: 'tvshow', submedia: [{ title: 'Pilot', overallnum: 1, season: 1, episode: 1 }] })}/watches`, { season: 1 }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/medias/:mediaID/watches',
    access: { kind: 'own' },
    success: 200,
    request: ({ holdings }) => json(`/api/v1/medias/${holdings.mediaId}/watches`, { submediaIDs: [holdings.submediaId] }),
  },
  { method: 'GET', route: '/api/v1/continue-watching', access: { kind: 'signed-in' }, success: 200, request: () => ({ url: '/api/v1/continue-watching' }) },

  // Media and catalogue
  { method: 'GET', route: '/api/v1/medias/by-external/:source/:id', access: { kind: 'signed-in' }, success: 200, request: () => ({ url: '/api/v1/medias/by-external/isbn/9780547773742' }) },
  {
    method: 'GET',
    route: '/api/v1/medias/by-external/:source/:id',
    access: { kind: 'per-caller', outcomes: { anonymous: 401, user: 404, other: 404, librarian: 404, admin: 200 } },
    success: 200,
    scenario: 'restricted media (hidden as absent)',
    request: ({ world }) => ({ url: `/api/v1/medias/by-external/tmdb_movie/${world.catalogue.restrictedTmdbId}` }),
  },
  { method: 'GET', route: '/api/v1/medias/:id', access: { kind: 'signed-in' }, success: 200, request: ({ world }) => ({ url: `/api/v1/medias/${world.catalogue.bookId}` }) },
  {
    method: 'GET',
    route: '/api/v1/medias/:id',
    access: { kind: 'per-caller', outcomes: { anonymous: 401, user: 404, other: 404, librarian: 404, admin: 200 } },
    success: 200,
    scenario: 'restricted media (hidden as absent)',
    request: ({ world }) => ({ url: `/api/v1/medias/${world.catalogue.restrictedId}` }),
  },
  {
    method: 'POST',
    route: '/api/v1/medias',
    access: { kind: 'signed-in' },
    success: 201,
    scenario: 'users add media (at most MEDIA_ADD_LIMIT an hour); editing stays staff’s',
    request: ({ world }) => json('/api/v1/medias', { type: 'movie', title: world.uniqueName('Added '), creators: [], genreIDs: [], restricted: false }),
  },
  {
    method: 'POST',
    route: '/api/v1/medias',
    access: { kind: 'per-caller', outcomes: { anonymous: 401, user: 403, other: 403, librarian: 403, admin: 201 } },
    success: 201,
    scenario: 'restricted: true',
    request: ({ world }) => json('/api/v1/medias', { type: 'movie', title: world.uniqueName('Secret '), creators: [], genreIDs: [], restricted: true }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/medias/:id',
    access: { kind: 'roles', roles: ['admin', 'librarian'] },
    success: 200,
    request: async ({ world }) =>
      json(`/api/v1/medias/${await world.newMedia({ type: 'movie' })}`, { type: 'movie', title: world.uniqueName('Edited '), creators: [], genreIDs: [], restricted: false }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/medias/:id',
    access: { kind: 'roles', roles: ['admin', 'librarian'] },
    success: 200,
    scenario: 'an item the plain user added: still staff’s to edit',
    request: async ({ world }) => json(`/api/v1/medias/${await world.newMedia({ type: 'movie' }, world.accounts.user.userId)}`, { title: world.uniqueName('Edited ') }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/medias/:id',
    access: { kind: 'per-caller', outcomes: { anonymous: 401, user: 403, other: 403, librarian: 404, admin: 200 } },
    success: 200,
    scenario: 'restricted media',
    request: async ({ world }) =>
      json(`/api/v1/medias/${await world.newMedia({ type: 'movie', restricted: true })}`, { type: 'movie', title: world.uniqueName('Edited '), creators: [], genreIDs: [], restricted: true }),
  },
  ...(
    [
      ['/api/v1/medias/catalog', '/api/v1/medias/catalog?pageNumber=1&pageSize=12'],
      ['/api/v1/medias/catalog/:genreID', '/api/v1/medias/catalog/1?pageNumber=1&pageSize=12'],
      ['/api/v1/medias/catalog/type', '/api/v1/medias/catalog/type?pageNumber=1&pageSize=12&type=book'],
      ['/api/v1/medias/catalog/type/:genreID', '/api/v1/medias/catalog/type/1?pageNumber=1&pageSize=12&type=book'],
    ] as const
  ).map(([route, url]): MatrixRow => ({ method: 'GET', route, access: { kind: 'signed-in' }, success: 200, scenario: 'restricted media listed for the admin only', request: () => ({ url }) })),
  {
    method: 'POST',
    route: '/api/v1/medias/catalog/demo',
    // The admin alone; the matrix's catalogue is not empty, so even the admin is refused (409) and nothing is written.
    access: { kind: 'per-caller', outcomes: { anonymous: 401, user: 403, other: 403, librarian: 403, admin: 409 } },
    success: 201,
    scenario: 'a catalogue that already holds media (into an empty one the admin loads it: 201)',
    request: () => ({ url: '/api/v1/medias/catalog/demo' }),
  },
  {
    method: 'POST',
    route: '/api/v1/creators',
    access: { kind: 'signed-in' },
    success: 201,
    request: ({ world }) => json('/api/v1/creators', { name: world.uniqueName('Maker '), first: null, last: '' }),
  },
  { method: 'GET', route: '/api/v1/creators/:id', access: { kind: 'signed-in' }, success: 200, request: ({ world }) => ({ url: `/api/v1/creators/${world.catalogue.creatorId}` }) },
  {
    method: 'POST',
    route: '/api/v1/series',
    access: { kind: 'signed-in' },
    success: 201,
    request: ({ world }) => json('/api/v1/series', { name: world.uniqueName('Saga ') }),
  },
  { method: 'GET', route: '/api/v1/series/:id', access: { kind: 'signed-in' }, success: 200, request: ({ world }) => ({ url: `/api/v1/series/${world.catalogue.seriesId}` }) },

  // Tags
  { method: 'GET', route: '/api/v1/tags', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own tags', request: () => ({ url: '/api/v1/tags' }) },
  { method: 'GET', route: '/api/v1/tags/all', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own tags', request: () => ({ url: '/api/v1/tags/all' }) },
  { method: 'POST', route: '/api/v1/tags', access: { kind: 'signed-in' }, success: 201, request: ({ world }) => ({ url: `/api/v1/tags?tagValue=${world.uniqueName('label')}` }) },
  { method: 'GET', route: '/api/v1/tags/:id', access: { kind: 'own' }, success: 200, request: ({ holdings }) => ({ url: `/api/v1/tags/${holdings.tagId}` }) },
  {
    method: 'PATCH',
    route: '/api/v1/tags/:id',
    access: { kind: 'own' },
    success: 200,
    request: ({ holdings, world }) => json(`/api/v1/tags/${holdings.tagId}`, { tagValue: world.uniqueName('renamed ') }),
  },
  { method: 'DELETE', route: '/api/v1/tags/:id', access: { kind: 'own' }, success: 204, request: ({ holdings }) => ({ url: `/api/v1/tags/${holdings.tagId}` }) },

  // Readings and journal entries
  {
    method: 'PATCH',
    route: '/api/v1/readings/end/:id',
    access: { kind: 'own' },
    success: 200,
    request: ({ holdings }) => json(`/api/v1/readings/end/${holdings.readingId}`, { end: today(), status: 'read' }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/readings/:id',
    access: { kind: 'own' },
    success: 200,
    request: ({ holdings }) => json(`/api/v1/readings/${holdings.readingId}`, { start: '2024-01-01', end: '2024-02-01' }),
  },
  { method: 'DELETE', route: '/api/v1/readings/:id', access: { kind: 'own' }, success: 204, request: ({ holdings }) => ({ url: `/api/v1/readings/${holdings.readingId}` }) },
  {
    method: 'POST',
    route: '/api/v1/readings/:usermediaID',
    access: { kind: 'own' },
    success: 201,
    request: ({ holdings }) => json(`/api/v1/readings/${holdings.usermediaId}`, { end: '2020' }),
  },
  { method: 'POST', route: '/api/v1/entries/:usermediaID', access: { kind: 'own' }, success: 201, request: ({ holdings }) => json(`/api/v1/entries/${holdings.usermediaId}`, { body: 'Another thought.' }) },
  { method: 'PATCH', route: '/api/v1/entries/:entryID', access: { kind: 'own' }, success: 200, request: ({ holdings }) => json(`/api/v1/entries/${holdings.entryId}`, { body: 'Second thoughts.' }) },
  { method: 'DELETE', route: '/api/v1/entries/:entryID', access: { kind: 'own' }, success: 204, request: ({ holdings }) => ({ url: `/api/v1/entries/${holdings.entryId}` }) },

  // Recommendations and search
  {
    method: 'POST',
    route: '/api/v1/recommendations',
    access: { kind: 'signed-in' },
    success: 201,
    request: async ({ world }) => json('/api/v1/recommendations', { mediaA: world.catalogue.bookId, mediaB: await world.newMedia({ type: 'movie' }) }),
  },
  { method: 'DELETE', route: '/api/v1/recommendations/:id', access: { kind: 'own' }, success: 204, request: ({ holdings }) => ({ url: `/api/v1/recommendations/${holdings.recommendationId}` }) },
  { method: 'POST', route: '/api/v1/search', access: { kind: 'signed-in' }, success: 200, request: () => json('/api/v1/search', { searchString: 'Earthsea', searchType: 'Title' }) },
  {
    method: 'POST',
    route: '/api/v1/search/library',
    access: { kind: 'signed-in' },
    success: 200,
    scenario: 'the caller’s own shelf',
    request: () => json('/api/v1/search/library', { searchString: 'Album' }),
  },
  {
    method: 'POST',
    route: '/api/v1/search/allaccess',
    access: { kind: 'roles', roles: ['admin'] },
    success: 200,
    request: () => json('/api/v1/search/allaccess', { searchString: 'Restricted', searchType: 'Title' }),
  },

  // Covers
  {
    method: 'POST',
    route: '/api/v1/covers',
    access: { kind: 'roles', roles: ['admin', 'librarian'] },
    success: 201,
    scenario: 'an item a user did not add',
    request: async ({ world }) => coverUpload(world, `MOVIE${await world.newMedia({ type: 'movie' })}`),
  },
  {
    method: 'POST',
    route: '/api/v1/covers',
    access: { kind: 'per-caller', outcomes: { anonymous: 401, user: 201, other: 403, librarian: 201, admin: 201 } },
    success: 201,
    scenario: 'the first cover of an item the plain user added',
    request: async ({ world }) => coverUpload(world, `MOVIE${await world.newMedia({ type: 'movie' }, world.accounts.user.userId)}`),
  },
  {
    method: 'POST',
    route: '/api/v1/covers',
    access: { kind: 'roles', roles: ['admin', 'librarian'] },
    success: 201,
    scenario: 'replacing the cover of an item the plain user added',
    request: async ({ world }) => {
      const name = `MOVIE${await world.newMedia({ type: 'movie' }, world.accounts.user.userId)}`;
      await world.app.covers.save(name, jpeg(128));
      return coverUpload(world, name);
    },
  },
  { method: 'GET', route: '/api/v1/covers/:file', access: { kind: 'public' }, success: 200, request: ({ world }) => ({ url: `/api/v1/covers/${world.catalogue.coverName}.jpg` }) },
  { method: 'GET', route: '/covers/:file', access: { kind: 'public' }, success: 200, request: ({ world }) => ({ url: `/covers/${world.catalogue.coverName}.jpg` }) },

  // Media requests and bug reports
  { method: 'POST', route: '/api/v1/mediarequests', access: { kind: 'signed-in' }, success: 201, request: () => json('/api/v1/mediarequests', { type: 'book', title: 'The Farthest Shore' }) },
  {
    method: 'POST',
    route: '/api/v1/mediarequests',
    access: { kind: 'self-only' },
    success: 201,
    scenario: 'with userID, which must be the caller’s',
    request: ({ holdings }) => json('/api/v1/mediarequests', { userID: holdings.account.userId, type: 'book', title: 'Tehanu' }),
  },
  {
    method: 'GET',
    route: '/api/v1/mediarequests',
    access: { kind: 'signed-in' },
    success: 200,
    scenario: 'librarians and admins see everyone’s, users their own',
    request: () => ({ url: '/api/v1/mediarequests?status=all' }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/mediarequests/:id',
    access: { kind: 'roles', roles: ['admin', 'librarian'] },
    success: 200,
    scenario: 'on a user’s request',
    request: async ({ world }) => json(`/api/v1/mediarequests/${await world.newMediaRequest()}`, { status: 'declined' }),
  },
  { method: 'POST', route: '/api/v1/bugreports', access: { kind: 'signed-in' }, success: 201, request: () => json('/api/v1/bugreports', { title: 'Broken', content: 'It broke.' }) },
  { method: 'GET', route: '/api/v1/bugreports', access: { kind: 'roles', roles: ['admin'] }, success: 200, request: () => ({ url: '/api/v1/bugreports' }) },

  // Imports and export: jobs are their owner's, so another user's job is absent (404)
  { method: 'GET', route: '/api/v1/export', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own shelf', request: () => ({ url: '/api/v1/export?format=json' }) },
  {
    method: 'POST',
    route: '/api/v1/imports',
    access: { kind: 'signed-in' },
    success: 202,
    scenario: 'into the caller’s own shelf',
    request: () => {
      const body = importBody('goodreads', unmatchableGoodreadsFile());
      return { url: '/api/v1/imports', payload: body.payload, headers: body.headers };
    },
  },
  { method: 'GET', route: '/api/v1/imports', access: { kind: 'signed-in' }, success: 200, scenario: 'the caller’s own imports', request: () => ({ url: '/api/v1/imports' }) },
  { method: 'GET', route: '/api/v1/imports/:id', access: { kind: 'own' }, success: 200, request: ({ holdings }) => ({ url: `/api/v1/imports/${holdings.importJobId}` }) },
  {
    method: 'GET',
    route: '/api/v1/imports/:id/rows',
    access: { kind: 'own' },
    success: 200,
    request: ({ holdings }) => ({ url: `/api/v1/imports/${holdings.importJobId}/rows?state=review` }),
  },
  {
    method: 'POST',
    route: '/api/v1/imports/:id/rows/:rowId/resolve',
    access: { kind: 'own' },
    success: 200,
    scenario: 'a row waiting in review',
    request: ({ holdings }) => json(`/api/v1/imports/${holdings.importJobId}/rows/${holdings.reviewRowId}/resolve`, { action: 'skip' }),
  },
  {
    method: 'POST',
    route: '/api/v1/imports/:id/undo',
    access: { kind: 'own' },
    success: 200,
    scenario: 'the caller’s own import',
    request: ({ holdings }) => ({ url: `/api/v1/imports/${holdings.importJobId}/undo` }),
  },

  // Metadata look-up: any signed-in user; the test server has look-up switched off, so services answer "disabled" and covers 404
  { method: 'GET', route: '/api/v1/lookup', access: { kind: 'signed-in' }, success: 200, request: () => ({ url: '/api/v1/lookup?type=book&q=dune' }) },
  {
    method: 'GET',
    route: '/api/v1/lookup/covers/:service/:coverId',
    // Signed in, every caller may ask; with look-up off there is no cover to give.
    access: { kind: 'per-caller', outcomes: { anonymous: 401, user: 404, other: 404, librarian: 404, admin: 404 } },
    success: 200,
    scenario: 'with look-up switched off: no cover',
    request: () => ({ url: '/api/v1/lookup/covers/openlibrary/id-12345' }),
  },
  ...STATS_MATRIX,

  // Year in review, release calendar, share links
  ...YEAR_SHARE_ROWS,
  ...WEBHOOK_ROWS,
  ...SESSION_ROWS,
  ...OIDC_ROWS,
  ...BOOK_SYNC_ROWS,
  ...INTEGRATION_ROWS,
  ...BACKUP_ROWS,
  ...ACCOUNT_ROWS,
  ...ADMIN_ROWS,
  ...RELEASE_ROWS,
  ...TWO_FACTOR_ROWS,
  ...REMINDER_ROWS,
];
