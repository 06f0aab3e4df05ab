import { describe, expect, it } from 'vitest';
import { CreatorDetailSchema, SeriesDetailSchema, TagDetailSchema } from './details';
import { MediaSchema, type Media } from './media';
import { MediaRequestSchema } from './media-request';
import { MediaRequestStatusSchema } from './records';
import { ReadingSchema } from './reading';
import { RecommendationSchema } from './recommendation';
import { UserMediaSchema, type UserMedia } from './user-media';
import {
  ResetTokenValiditySchema,
  RoleSchema,
  SessionTokenPayloadSchema,
  SessionVerificationSchema,
  TokenResponseSchema,
  UserSchema,
} from './user';

const earthsea: Media = {
  mediaID: 1,
  type: 'book',
  title: 'A Wizard of Earthsea',
  description: 'A boy grows into a wizard.',
  isbn: '9780547773742',
  publication: '1968-11-01',
  numPages: 183,
  numEpisodes: null,
  seasons: null,
  startyear: null,
  endyear: null,
  parentguide: null,
  seriesID: 1,
  series: { seriesID: 1, name: 'Earthsea Cycle' },
  seriesNum: 1,
  creators: [{ creatorID: 1, name: 'Ursula K. Le Guin', first: 'Ursula K. Le', last: 'Guin' }],
  genres: [{ genreID: 1, genreNAME: 'fantasy' }],
  restricted: false,
  tags: [{ tagID: 1, tagValue: 'comfort read' }],
  submedia: [],
};

const reading = {
  readingID: 4,
  dateStarted: '2026-01-02T08:00:00.000Z',
  dateFinished: null,
  status: null,
  entries: [
    { entryID: 9, title: 'Roke', body: 'The school.', time: '2026-01-03T20:15:00.000Z', page: 40, readingID: null },
  ],
};

const entry: UserMedia = {
  usermediaID: 3,
  mediaID: 1,
  media: earthsea,
  status: 'currentlyReading',
  rating: 0,
  review: null,
  favorited: true,
  progress: 40,
  currentReading: { readingID: 4 },
  readings: [reading],
  entries: reading.entries,
  recommendations: [{ recommendationID: 2, mediaA: 1, mediaB: { ...earthsea, mediaID: 2 }, note: null }],
  tags: earthsea.tags,
};

describe('media', () => {
  it('parses a media item with its creators, series, genres and tags', () => {
    expect(MediaSchema.parse(earthsea)).toEqual(earthsea);
  });

  it('rejects an unknown type, a bad publication date and an unknown genre', () => {
    expect(MediaSchema.safeParse({ ...earthsea, type: 'podcast' }).success).toBe(false);
    expect(MediaSchema.safeParse({ ...earthsea, publication: 'November 1968' }).success).toBe(false);
    expect(MediaSchema.safeParse({ ...earthsea, genres: [{ genreID: 18, genreNAME: 'jazz' }] }).success).toBe(false);
  });

  it('requires nullable fields to be present', () => {
    const { isbn: _isbn, ...withoutIsbn } = earthsea;
    expect(MediaSchema.safeParse(withoutIsbn).success).toBe(false);
  });
});

describe('user media', () => {
  it('parses a library entry with readings, entries, recommendations and tags', () => {
    expect(UserMediaSchema.parse(entry)).toEqual(entry);
  });

  it('keeps the rating between 0 and 10', () => {
    expect(UserMediaSchema.safeParse({ ...entry, rating: 11 }).success).toBe(false);
  });
});

describe('readings and entries', () => {
  it('reads a null end date as a reading still going on', () => {
    expect(ReadingSchema.parse(reading).dateFinished).toBeNull();
  });

  it('accepts read or DNF as a finished reading status', () => {
    const finished = { ...reading, dateFinished: '2026-02-01T10:00:00.000Z' };
    expect(ReadingSchema.safeParse({ ...finished, status: 'DNF' }).success).toBe(true);
    expect(ReadingSchema.safeParse({ ...finished, status: 'TBR' }).success).toBe(false);
  });

  it('lets a journal entry refer to its reading', () => {
    const { entries: _entries, ...summary } = reading;
    const withReading = { ...reading, entries: [{ ...reading.entries[0], readingID: summary }] };
    expect(ReadingSchema.parse(withReading).entries[0]?.readingID?.readingID).toBe(4);
  });
});

describe('recommendation', () => {
  it('holds the recommended media object', () => {
    expect(RecommendationSchema.parse(entry.recommendations[0]).mediaB.mediaID).toBe(2);
  });
});

describe('pages listing media', () => {
  it('parses creator, series and tag pages', () => {
    const creator = { ...earthsea.creators[0], description: null, mediaByCreator: [earthsea] };
    expect(CreatorDetailSchema.parse(creator).mediaByCreator).toHaveLength(1);
    const series = { seriesID: 1, name: 'Earthsea Cycle', description: null, mediaInSeries: [earthsea], tvshowsInSeries: [] };
    expect(SeriesDetailSchema.parse(series).mediaInSeries).toHaveLength(1);
    expect(TagDetailSchema.parse({ tagID: 1, tagValue: 'comfort read', media: [earthsea] }).media).toHaveLength(1);
  });
});

describe('users and roles', () => {
  it('has the roles admin, librarian and user', () => {
    expect(RoleSchema.options).toEqual(['admin', 'librarian', 'user']);
  });

  it('parses a user', () => {
    const user = { userID: 1, username: 'ada_99', email: 'ada@example.com', role: 'user' };
    expect(UserSchema.parse(user)).toEqual(user);
    expect(UserSchema.safeParse({ ...user, role: 'owner' }).success).toBe(false);
  });

  it('reads the token payload: user id first, role second', () => {
    const payload = { sub: '42', role: 'librarian', iat: 1_700_000_000, exp: 1_700_086_400 };
    expect(Object.keys(SessionTokenPayloadSchema.parse(payload))).toEqual(['sub', 'role', 'iat', 'exp']);
    expect(SessionTokenPayloadSchema.safeParse({ ...payload, sub: 'ada' }).success).toBe(false);
  });
});

describe('session and reset answers', () => {
  it('wraps the token in JSON and answers checks with booleans', () => {
    expect(TokenResponseSchema.parse({ token: 'a.b.c' }).token).toBe('a.b.c');
    expect(TokenResponseSchema.safeParse({ token: '' }).success).toBe(false);
    expect(ResetTokenValiditySchema.parse(false)).toBe(false);
    expect(SessionVerificationSchema.safeParse('false').success).toBe(false);
  });
});

describe('media request', () => {
  it('takes an optional creator', () => {
    const request = { userID: 1, type: 'album', title: 'Blue', details: '' };
    expect(MediaRequestSchema.safeParse(request).success).toBe(true);
    expect(MediaRequestSchema.safeParse({ ...request, creator: 'Joni Mitchell' }).success).toBe(true);
    expect(MediaRequestSchema.safeParse({ ...request, title: ' ' }).error?.issues[0]?.message).toBe('Title is required');
  });

  it('is open, done or declined once stored', () => {
    for (const status of ['open', 'done', 'declined']) expect(MediaRequestStatusSchema.safeParse(status).success).toBe(true);
    expect(MediaRequestStatusSchema.safeParse('closed').success).toBe(false);
  });
});
