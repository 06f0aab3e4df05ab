import { describe, expect, it } from 'vitest';
import { MediaCreateSchema, MediaUpdateSchema } from './media-write';
import { UserMediaPatchSchema } from './user-media';

const book = {
  type: 'book',
  title: 'Dune',
  description: 'Desert planet.',
  seriesID: null,
  seriesNum: null,
  creators: [2],
  genreIDs: [2, 13],
  restricted: false,
  publication: '1965-08-01',
  numPages: 412,
  isbn: '9780441172719',
};

const messagesOf = (input: unknown) => MediaCreateSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('media create payload', () => {
  it('accepts a book with creator ids and genre ids', () => {
    expect(MediaCreateSchema.parse(book)).toMatchObject({ creators: [2], genreIDs: [2, 13] });
  });

  it('gives Number of Pages, Length, Seasons, Start Year and End Year a minimum of 0', () => {
    for (const field of ['numPages', 'seasons', 'startyear', 'endyear']) {
      expect(messagesOf({ ...book, [field]: -1 })).toEqual(['Must be 0 or more']);
    }
  });

  it('gives Number of Episodes no minimum', () => {
    expect(MediaCreateSchema.safeParse({ ...book, type: 'tvshow', isbn: null, numEpisodes: -1 }).success).toBe(true);
  });

  it('requires a title and accepts only the fixed genres', () => {
    expect(messagesOf({ ...book, title: '  ' })).toEqual(['Title is required']);
    expect(MediaCreateSchema.safeParse({ ...book, genreIDs: [18] }).success).toBe(false);
  });

  it('accepts ISBN-10 and ISBN-13 only', () => {
    expect(MediaCreateSchema.safeParse({ ...book, isbn: '054777374X' }).success).toBe(true);
    expect(messagesOf({ ...book, isbn: '../etc/passwd' })).toEqual(['ISBN must be 10 or 13 digits']);
  });

  it('updates with any subset of the fields, each checked as on creation', () => {
    expect(MediaUpdateSchema.parse({ title: 'Dune Messiah', description: null })).toEqual({ title: 'Dune Messiah', description: null });
    expect(MediaUpdateSchema.parse({})).toEqual({});
    expect(MediaUpdateSchema.safeParse({ title: ' ' }).error?.issues.map((issue) => issue.message)).toEqual(['Title is required']);
    expect(MediaUpdateSchema.safeParse({ numPages: -1 }).error?.issues.map((issue) => issue.message)).toEqual(['Must be 0 or more']);
    expect(MediaUpdateSchema.safeParse({ genreIDs: [18] }).success).toBe(false);
    expect(MediaUpdateSchema.safeParse({ creators: null }).success).toBe(false);
    expect(MediaUpdateSchema.safeParse({ restricted: 'yes' }).success).toBe(false);
  });
});

describe('user media patch', () => {
  it.each([{ status: 'read' }, { rating: 7 }, { progress: 120 }, { review: 'Loved it.' }, { favorited: true }])(
    'accepts exactly one field: %j',
    (patch) => {
      expect(UserMediaPatchSchema.parse(patch)).toEqual(patch);
    },
  );

  it('rejects no field, two fields and unknown fields', () => {
    expect(UserMediaPatchSchema.safeParse({}).success).toBe(false);
    expect(UserMediaPatchSchema.safeParse({ status: 'read', rating: 7 }).success).toBe(false);
    expect(UserMediaPatchSchema.safeParse({ notes: 'x' }).success).toBe(false);
  });

  it('rejects invalid values', () => {
    expect(UserMediaPatchSchema.safeParse({ rating: 11 }).success).toBe(false);
    expect(UserMediaPatchSchema.safeParse({ status: 'reading' }).success).toBe(false);
  });
});
