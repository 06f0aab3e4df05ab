import type { AccessToken, AccountLanguage, BugReportRecord, CalendarFeed, Creator, IntegrationHistoryLine, LookupResult, LookupService, LookupServiceState, Media, MediaRequestRecord, ReminderSettings, Series, ShareLink, SignedInSession, Tag, User, UserMedia, WebhookAttempt, WebhookEndpoint } from '@shelfmark/contract';
import { creators } from '../fixtures/creators';
import type { MockGoal } from './figures';
import { seedImports, type MockImport, type MockImportUpload } from '../fixtures/imports';
import { lookupResults } from '../fixtures/lookup';
import { allMedia } from '../fixtures/media';
import { seedMediaRequests } from '../fixtures/requests';
import { series } from '../fixtures/series';
import { FIXTURE_PASSWORD, VALID_RESET_TOKEN, users } from '../fixtures/users';

export interface MockAccount extends User {
  password: string;
  /** A change of email waiting for its link (POST /account/email); the link's token is `confirm-{userID}`. */
  pendingEmail?: { email: string; expires: string };
  /** The language chosen in the profile (PUT /account/language); none while the browser's decides. */
  language?: AccountLanguage['language'];
}

/** A library entry, kept whole (readings, journal, recommendations, tags), and whose it is. */
export interface MockEntry extends UserMedia {
  userID: number;
}

export interface MockTag extends Tag {
  userID: number;
}

/** Creators and series keep a description; their media are the catalogue's items that name them. */
export interface MockCreator extends Creator {
  description: string | null;
}

export interface MockSeries extends Series {
  description: string | null;
}

/** A song or episode watched (listened to) in one reading of a user's entry. */
export interface MockWatch {
  userID: number;
  usermediaID: number;
  readingID: number;
  submediaID: number;
  /** A date-time. */
  watchedAt: string;
}

/** A share link and whose it is. */
export interface MockShare extends ShareLink {
  userID: number;
}

/** A personal access token, whose it is and its secret (the real server keeps only a hash). */
export interface MockAccessToken extends AccessToken {
  userID: number;
  secret: string;
}

/** A webhook endpoint and whose it is. */
export interface MockWebhook extends WebhookEndpoint {
  userID: number;
}

/** A signed-in browser and whose it is; `current` is the browser the tests run as. */
export interface MockSession extends SignedInSession {
  userID: number;
}

/** A request the handlers received: path without /api/v1, body as JSON, text, or undefined. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** The state of the mock API: what the handlers read and change. */
export interface MockDb {
  accounts: MockAccount[];
  /** Password-reset token to the userID it was issued for. */
  resetTokens: Map<string, number>;
  media: Media[];
  creators: MockCreator[];
  series: MockSeries[];
  entries: MockEntry[];
  /** Songs and episodes watched, per reading (POST /medias/{id}/watches). */
  watches: MockWatch[];
  tags: MockTag[];
  mediaRequests: MediaRequestRecord[];
  bugReports: BugReportRecord[];
  imports: MockImport[];
  /** The rows and polls an uploaded import file will produce. */
  importUpload: MockImportUpload;
  /** Names of the covers uploaded. */
  covers: string[];
  /** What GET /lookup finds. */
  lookupResults: LookupResult[];
  /** A service answering otherwise than ok (lookupState sets one); others answer ok. */
  lookupStates: Partial<Record<LookupService, Pick<LookupServiceState, 'state' | 'message'>>>;
  /** Yearly goals (PUT /goals). */
  goals: MockGoal[];
  shares: MockShare[];
  /** Each user's calendar feed. */
  calendarFeeds: Map<number, CalendarFeed>;
  /** Personal access tokens, revoked ones removed. */
  accessTokens: MockAccessToken[];
  webhooks: MockWebhook[];
  /** Each endpoint's delivery log, newest first. */
  webhookAttempts: Map<number, WebhookAttempt[]>;
  /** What integrations wrote on each entry (by usermediaID), newest first. */
  integrationHistory: Map<number, IntegrationHistoryLine[]>;
  /** Signed-in browsers; a user with none recorded is answered this browser alone. */
  sessions: MockSession[];
  /** Two-factor sign-in by userID: set up (confirmed false) or on, and the recovery codes unused. */
  twoFactor: Map<number, { confirmed: boolean; recoveryCodes: string[] }>;
  /** Release reminder settings by userID; absent: both off. */
  reminders: Map<number, ReminderSettings>;
  /** Every request to the API, in order. */
  calls: RecordedCall[];
  /** 'PATCH /usermedias/103' -> the status that call answers instead. */
  failures: Map<string, number>;
  /** Ids of records the handlers create: 1000, 1001, … */
  nextId: number;
  /** Ids of the entries and readings tests put in with addEntry: 1, 2, … */
  nextSeedId: number;
}

function seed(): MockDb {
  return {
    accounts: Object.values(users).map((user) => ({ ...user, password: FIXTURE_PASSWORD })),
    resetTokens: new Map([[VALID_RESET_TOKEN, users.reader.userID]]),
    media: allMedia.map((item) => structuredClone(item)),
    creators: Object.values(creators).map((creator) => ({
      ...creator,
      description: creator.creatorID === creators.leGuin.creatorID ? 'American author of speculative fiction.' : null,
    })),
    series: Object.values(series).map((item) => ({ ...item, description: null })),
    entries: [],
    watches: [],
    // The reader's tags; the fixture media show the same ones.
    tags: [
      { tagID: 1, tagValue: 'comfort read', userID: users.reader.userID },
      { tagID: 2, tagValue: 'desert', userID: users.reader.userID },
    ],
    mediaRequests: seedMediaRequests(),
    bugReports: [],
    imports: seedImports(),
    importUpload: { rows: [], nextPolls: [] },
    covers: [],
    lookupResults: Object.values(lookupResults).map((result) => structuredClone(result)),
    lookupStates: {},
    goals: [],
    shares: [],
    calendarFeeds: new Map(),
    accessTokens: [],
    webhooks: [],
    webhookAttempts: new Map(),
    integrationHistory: new Map(),
    sessions: [],
    twoFactor: new Map(),
    reminders: new Map(),
    calls: [],
    failures: new Map(),
    nextId: 1000,
    nextSeedId: 1,
  };
}

/** The state the handlers read and change; reset it between tests (resetMockDb). */
export const mockDb: MockDb = seed();

export function resetMockDb(): void {
  Object.assign(mockDb, seed());
}

export function nextId(): number {
  return mockDb.nextId++;
}

export function seedId(): number {
  return mockDb.nextSeedId++;
}
