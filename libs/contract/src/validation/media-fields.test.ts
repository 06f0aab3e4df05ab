import { describe, expect, it } from 'vitest';
import {
  CoverFileNameSchema,
  NonNegativeIntSchema,
  NumEpisodesSchema,
  RatingSchema,
  ReadingDateSchema,
  TagValueSchema,
  progressSchema,
  readingDateSchema,
} from './media-fields';
import { progressError } from './progress';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('rating', () => {
  it('accepts whole numbers from 0 (no rating) to 10', () => {
    expect([0, 1, 10].map((rating) => RatingSchema.safeParse(rating).success)).toEqual([true, true, true]);
  });

  it.each([-1, 11, 4.5, '7'])('rejects %j', (rating) => {
    expect(messageOf(RatingSchema.safeParse(rating))).toBe('Rating must be a whole number from 0 to 10');
  });
});

describe('progress', () => {
  const progress = progressSchema(320);

  it('accepts a page between 0 and numPages', () => {
    expect([0, 150, 320].map((page) => progress.safeParse(page).success)).toEqual([true, true, true]);
  });

  it('rejects pages below 0, above numPages, and non-numbers', () => {
    expect([-1, 321, '12', Number.NaN].map((page) => progress.safeParse(page).success)).toEqual([false, false, false, false]);
  });

  it('says why with the rule progressError applies without zod', () => {
    for (const page of [-1, 0, 12.5, 150, 320, 321, Number.NaN, Number.POSITIVE_INFINITY]) {
      const parsed = progress.safeParse(page);
      expect(progressError(page, 320), String(page)).toBe(parsed.success ? null : messageOf(parsed));
    }
    expect(progressError(5, 320)).toBeNull();
    expect(progressError(400, 320)).toBe('Progress must be a page number from 0 to the number of pages');
  });
});

describe('numeric media fields', () => {
  it('gives pages, length, seasons and years a minimum of 0', () => {
    expect(NonNegativeIntSchema.safeParse(0).success).toBe(true);
    expect(messageOf(NonNegativeIntSchema.safeParse(-1))).toBe('Must be 0 or more');
  });

  it('gives the number of episodes no minimum', () => {
    expect(NumEpisodesSchema.safeParse(-1).success).toBe(true);
    expect(messageOf(NumEpisodesSchema.safeParse(2.5))).toBe('Must be a whole number');
  });
});

describe('cover', () => {
  it('must be a .jpg', () => {
    expect(CoverFileNameSchema.safeParse('dune.jpg').success).toBe(true);
    expect(CoverFileNameSchema.safeParse('DUNE.JPG').success).toBe(true);
    expect(messageOf(CoverFileNameSchema.safeParse('dune.png'))).toBe('Cover must be a .jpg');
    expect(CoverFileNameSchema.safeParse('dune.jpg.exe').success).toBe(false);
  });
});

describe('tag value', () => {
  it('accepts up to 50 characters, trimmed', () => {
    expect(TagValueSchema.parse('  comfort read ')).toBe('comfort read');
    expect(TagValueSchema.safeParse('x'.repeat(50)).success).toBe(true);
  });

  it('rejects a longer tag with the spec message', () => {
    expect(messageOf(TagValueSchema.safeParse('x'.repeat(51)))).toBe('Body of tag is too long, please try again');
  });

  it('rejects an empty tag', () => {
    expect(TagValueSchema.safeParse('   ').success).toBe(false);
  });
});

describe('reading dates', () => {
  const schema = readingDateSchema(() => new Date(2026, 5, 15, 9));

  it('accepts today and earlier, as a date or a date-time', () => {
    expect(schema.safeParse('2026-06-15').success).toBe(true);
    expect(schema.safeParse('2025-12-31').success).toBe(true);
    expect(schema.safeParse(new Date(2026, 5, 15, 23).toISOString()).success).toBe(true);
  });

  it('rejects a later date', () => {
    expect(messageOf(schema.safeParse('2026-06-16'))).toBe('Reading dates cannot be later than today');
  });

  it('checks against the current day by default', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(ReadingDateSchema.safeParse(new Date().toISOString()).success).toBe(true);
    expect(ReadingDateSchema.safeParse(tomorrow).success).toBe(false);
  });

  it('rejects text that is not a date', () => {
    expect(schema.safeParse('yesterday').success).toBe(false);
  });
});
