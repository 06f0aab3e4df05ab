import { accessTokenHandlers } from './access-tokens';
import { accountHandlers } from './account';
import { coverHandlers } from './covers';
import { healthHandlers } from './health';
import { importHandlers } from './imports';
import { integrationHistoryHandlers } from './integration-history';
import { libraryHandlers } from './library';
import { lookupHandlers } from './lookup';
import { creatorHandlers, mediaHandlers, seriesHandlers } from './medias';
import { readingHandlers } from './readings';
import { requestHandlers } from './requests';
import { recorder } from './respond';
import { searchHandlers } from './search';
import { sessionHandlers } from './sessions';
import { statsHandlers } from './stats';
import { tagHandlers } from './tags';
import { reminderHandlers } from './reminders';
import { twoFactorHandlers } from './two-factor';
import { userHandlers } from './users';
import { usermediaHandlers } from './usermedias';
import { watchHandlers } from './watches';
import { webhookHandlers } from './webhooks';
import { yearShareHandlers } from './year-share';

export {
  accessTokenHandlers,
  accountHandlers,
  coverHandlers,
  creatorHandlers,
  healthHandlers,
  importHandlers,
  integrationHistoryHandlers,
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
  reminderHandlers,
  twoFactorHandlers,
  userHandlers,
  usermediaHandlers,
  watchHandlers,
  webhookHandlers,
  yearShareHandlers,
};

/**
 * The mock API over mockDb, one handler per call of the API. The recorder goes first; the
 * shelf lists come before /usermedias/:id, which would otherwise take /usermedias/library.
 */
export const handlers = [
  recorder,
  ...healthHandlers,
  ...sessionHandlers,
  ...accountHandlers,
  ...userHandlers,
  ...libraryHandlers,
  ...usermediaHandlers,
  // Before the series handlers, whose /series/:id would otherwise take /series/progress.
  ...statsHandlers,
  // Before the media handlers: /medias/:id/watches is not a media record.
  ...watchHandlers,
  ...mediaHandlers,
  ...creatorHandlers,
  ...seriesHandlers,
  ...coverHandlers,
  ...tagHandlers,
  ...readingHandlers,
  ...searchHandlers,
  ...requestHandlers,
  ...importHandlers,
  ...lookupHandlers,
  ...yearShareHandlers,
  ...accessTokenHandlers,
  ...webhookHandlers,
  ...integrationHistoryHandlers,
  ...twoFactorHandlers,
  ...reminderHandlers,
];
