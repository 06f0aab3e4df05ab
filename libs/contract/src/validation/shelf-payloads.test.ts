import { describe, expect, it } from 'vitest';
import { apiReadingDateSchema, EntryCreateSchema, ReadingEndSchema, ReadingUpdateSchema, RecommendationCreateSchema, TagCreateQuerySchema } from './shelf-payloads';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('reading dates on the API', () => {
  const now = () => new Date('2026-06-15T12:00:00Z');
  const schema = apiReadingDateSchema(now);

  it('allow today anywhere on Earth, and no later', () => {
    expect(schema.safeParse('2026-06-16').success).toBe(true);
    expect(schema.safeParse('2026-06-16T01:00:00+00:00').success).toBe(true);
    expect(messageOf(schema.safeParse('2026-06-17'))).toBe('Reading dates cannot be later than today');
    expect(messageOf(schema.safeParse('2026-06-17T12:00:00Z'))).toBe('Reading dates cannot be later than today');
  });

  it('shape the reading calls', () => {
    expect(ReadingEndSchema.safeParse({ end: '2024-01-01', status: 'DNF' }).success).toBe(true);
    expect(ReadingEndSchema.safeParse({ end: '2024-01-01', status: 'reading' }).success).toBe(false);
    expect(ReadingUpdateSchema.parse({ start: '2024-01-01', end: null })).toEqual({ start: '2024-01-01', end: null });
  });
});

describe('journal entries', () => {
  it('need a body; title defaults to empty; readingID 0 means none', () => {
    expect(EntryCreateSchema.parse({ body: ' Thoughts ', readingID: 0 })).toEqual({ title: '', body: 'Thoughts', readingID: 0 });
    expect(messageOf(EntryCreateSchema.safeParse({ body: '  ' }))).toBe('Entry cannot be empty');
    expect(messageOf(EntryCreateSchema.safeParse({ body: 'x', page: -1 }))).toBe('Must be 0 or more');
  });
});

describe('recommendations', () => {
  it("need a second item: 'No book was selected to recommend'", () => {
    for (const mediaB of [undefined, null, 0, 'x']) {
      expect(messageOf(RecommendationCreateSchema.safeParse({ mediaA: 1, mediaB }))).toBe('No book was selected to recommend');
    }
  });

  it('take the second item as an id or a media object', () => {
    expect(RecommendationCreateSchema.parse({ mediaA: 1, mediaB: { mediaID: 2 } })).toEqual({ mediaA: 1, mediaB: 2 });
  });
});

describe('tags', () => {
  it('are 1 to 50 characters', () => {
    expect(TagCreateQuerySchema.parse({ tagValue: ' cosy ' })).toEqual({ tagValue: 'cosy' });
    expect(messageOf(TagCreateQuerySchema.safeParse({ tagValue: 'x'.repeat(51) }))).toBe('Body of tag is too long, please try again');
  });
});
