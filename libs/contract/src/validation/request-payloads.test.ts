import { describe, expect, it } from 'vitest';
import {
  BugReportSchema,
  CoverNameSchema,
  CreatorCreateSchema,
  MediaRequestCreateSchema,
  MediaRequestListQuerySchema,
  MediaRequestPatchSchema,
  SeriesCreateSchema,
  matchesMediaRequestFilter,
  mediaRequestOutcome,
} from './request-payloads';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('request payloads', () => {
  it('check creators and series by name', () => {
    expect(CreatorCreateSchema.parse({ name: 'Valve', first: null, last: 'Valve' })).toEqual({ name: 'Valve', first: null, last: 'Valve' });
    expect(messageOf(CreatorCreateSchema.safeParse({ name: ' ', first: null, last: '' }))).toBe('Name is required');
    expect(messageOf(SeriesCreateSchema.safeParse({ name: '' }))).toBe('Name is required');
  });

  it('take a media request without user id, creator or details', () => {
    expect(MediaRequestCreateSchema.parse({ type: 'book', title: 'Kindred' })).toEqual({ type: 'book', title: 'Kindred', details: '' });
    expect(messageOf(MediaRequestCreateSchema.safeParse({ type: 'book', title: ' ' }))).toBe('Title is required');
  });

  it('close a media request as done or declined, closed meaning done', () => {
    expect(MediaRequestPatchSchema.parse({ status: 'done' })).toEqual({ status: 'done' });
    expect(MediaRequestPatchSchema.parse({ status: 'declined' })).toEqual({ status: 'declined' });
    for (const status of ['open', 'pending', undefined]) expect(MediaRequestPatchSchema.safeParse({ status }).success).toBe(false);
    expect(mediaRequestOutcome('closed')).toBe('done');
    expect(mediaRequestOutcome('done')).toBe('done');
    expect(mediaRequestOutcome('declined')).toBe('declined');
  });

  it('list media requests by status, closed for done or declined', () => {
    expect(MediaRequestListQuerySchema.parse({})).toEqual({ status: 'open' });
    for (const status of ['open', 'done', 'declined', 'closed', 'all']) expect(MediaRequestListQuerySchema.parse({ status })).toEqual({ status });
    expect(MediaRequestListQuerySchema.safeParse({ status: 'pending' }).success).toBe(false);
    expect(matchesMediaRequestFilter('open', 'open')).toBe(true);
    expect(matchesMediaRequestFilter('open', 'closed')).toBe(false);
    expect(matchesMediaRequestFilter('done', 'closed')).toBe(true);
    expect(matchesMediaRequestFilter('declined', 'closed')).toBe(true);
    expect(matchesMediaRequestFilter('declined', 'done')).toBe(false);
    expect(matchesMediaRequestFilter('declined', 'all')).toBe(true);
  });

  it('need a bug title and content', () => {
    expect(messageOf(BugReportSchema.safeParse({ title: '', content: 'x' }))).toBe('Bug title is required');
    expect(messageOf(BugReportSchema.safeParse({ title: 'x', content: '' }))).toBe('Bug content is required');
    expect(BugReportSchema.parse({ title: 'x', content: 'y' })).toEqual({ title: 'x', circumstances: '', content: 'y' });
  });

  it('name covers by ISBN or by type and id', () => {
    for (const name of ['9780441172719', '044117271X', 'MOVIE12', 'TV1', 'ALBUM7', 'VIDEOGAME30']) expect(CoverNameSchema.safeParse(name).success).toBe(true);
    for (const name of ['movie12', 'MOVIE0', 'BOOK1', '../x', '12345', 'TV12345678901']) expect(CoverNameSchema.safeParse(name).success).toBe(false);
  });
});
