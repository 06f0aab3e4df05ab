import { MediaSchema, SearchResultsSchema, UserMediaSchema, UserMediaSummarySchema } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileStringify, hasUnrepresentable, responseSerializerCompiler, serializationSchema } from './response-serializer';

const media = {
  mediaID: 7,
  type: 'book',
  title: 'Wuthering "Heights"\n\u2028é',
  description: null,
  isbn: '9780141439556',
  publication: '1847-12-01',
  numPages: 416,
  numEpisodes: null,
  seasons: null,
  startyear: null,
  endyear: null,
  parentguide: null,
  seriesID: 3,
  series: { seriesID: 3, name: 'Brontës', internal: 'left out' },
  seriesNum: 1.5,
  creators: [{ creatorID: 1, name: 'Emily Brontë', first: 'Emily', last: 'Brontë' }],
  genres: [{ genreID: 2, genreNAME: 'Classics' }],
  restricted: false,
  tags: [{ tagID: 4, tagValue: 'moors' }],
  submedia: [],
  createdBy: 99,
};
const summary = { usermediaID: 12, mediaID: 7, media, status: 'read', rating: 8, review: null, favorited: true, progress: 0, currentReading: null, tags: [], passwordHash: 'x' };

/** What zod's serializer answered before: parse (keeping only the schema's keys), then JSON.stringify. */
const zodWay = (schema: z.ZodType, data: unknown) => JSON.stringify(schema.parse(data));

describe('the compiled response serializer', () => {
  it.each([
    ['a media item', MediaSchema, media],
    ['a media item with addedBy', MediaSchema, { ...media, addedBy: { userID: 1, username: 'ann' } }],
    ['a library page', z.array(UserMediaSummarySchema), [summary, { ...summary, usermediaID: 13, currentReading: { readingID: 5 } }]],
    ['an empty page', z.array(UserMediaSummarySchema), []],
    ['a number', z.number().int(), 6014],
    ['search results (media)', SearchResultsSchema, [media]],
    ['search results (creators)', SearchResultsSchema, [{ creatorID: 1, name: 'Emily Brontë', first: 'Emily', last: 'Brontë', works: 3 }]],
    ['search results (series)', SearchResultsSchema, [{ seriesID: 3, name: 'Brontës' }]],
    ['search results (tags)', SearchResultsSchema, [{ tagID: 4, tagValue: 'moors' }]],
  ])('writes %s exactly as zod did, unknown keys left out', (_, schema, data) => {
    const stringify = compileStringify(schema);
    expect(stringify).not.toBeNull();
    expect(stringify?.(data)).toBe(zodWay(schema, data));
  });

  it('refuses a value of the wrong type instead of writing it', () => {
    const stringify = compileStringify(MediaSchema);
    expect(() => stringify?.({ ...media, isbn: 12 })).toThrow();
    expect(() => stringify?.({ ...media, numPages: 'many' })).toThrow();
    const { title: _title, ...untitled } = media;
    expect(() => stringify?.(untitled)).toThrow();
  });

  it('leaves schemas with transforms or defaults to zod', () => {
    expect(hasUnrepresentable(z.object({ count: z.number().default(0) }))).toBe(true);
    expect(hasUnrepresentable(z.array(z.string().transform((text) => text.length)))).toBe(true);
    expect(hasUnrepresentable(UserMediaSchema)).toBe(false);
    expect(compileStringify(z.object({ at: z.date() }))).toBeNull();
  });

  it('writes nullable fields without Ajv and drops validation-only keywords', () => {
    expect(serializationSchema(z.toJSONSchema(z.object({ n: z.number().int().min(1).nullable() }), { io: 'output' }))).toEqual({
      type: 'object',
      properties: { n: { type: ['integer', 'null'] } },
      required: ['n'],
    });
  });

  it('checks answers against zod when asked, as the API suite does', () => {
    const compile = (checkResponses: boolean) =>
      responseSerializerCompiler({ checkResponses })({ schema: z.object({ rating: z.number().int().max(10) }), method: 'GET', url: '/x', httpStatus: '200' });
    expect(compile(false)({ rating: 11 })).toBe('{"rating":11}');
    expect(() => compile(true)({ rating: 11 })).toThrow("Response doesn't match the schema");
  });
});
