export { creators } from './fixtures/creators';
export { buildImportJob, buildImportRow, readerImportRows } from './fixtures/imports';
export type { MockImport, MockImportUpload, MockPoll } from './fixtures/imports';
export { lookupResults, MOCK_COVER_BYTES } from './fixtures/lookup';
export { allMedia, buildMedia, media } from './fixtures/media';
export { series } from './fixtures/series';
export { FIXTURE_PASSWORD, VALID_RESET_TOKEN, users } from './fixtures/users';
export { callsTo, failCall } from './db/calls';
export { mockDb, resetMockDb } from './db/mock-db';
export type { MockAccount, MockCreator, MockDb, MockEntry, MockSeries, MockShare, MockTag, RecordedCall } from './db/mock-db';
export type { MockGoal } from './db/figures';
export { addEntry, findEntry, putMedia } from './db/shelf';
export type { EntryFields } from './db/shelf';
export {
  coverHandlers,
  creatorHandlers,
  handlers,
  healthHandlers,
  importHandlers,
  libraryHandlers,
  lookupHandlers,
  mediaHandlers,
  readingHandlers,
  requestHandlers,
  searchHandlers,
  seriesHandlers,
  sessionHandlers,
  statsHandlers,
  tagHandlers,
  userHandlers,
  usermediaHandlers,
  yearShareHandlers,
} from './handlers';
export { lookupState } from './handlers/lookup';
export { apiPath, errorResponse } from './handlers/respond';
export { makeToken, readToken } from './token';
export type { MakeTokenOptions } from './token';
export { renderAtPath } from './render-at-path';
export { routeManifestMismatches, samplePath } from './route-manifest';
