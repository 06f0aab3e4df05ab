import { creators, media } from '@shelfmark/testing';
import { describe, expect, it } from 'vitest';
import { findDuplicate } from './duplicate-title';

const draft = { type: 'book' as const, title: 'Dune', creators: [], creatorText: '' };
const found = [media.dune, media.arrival, media.wizardOfEarthsea];

describe('a record the form would add again', () => {
  it('has the same type and title, whatever the case and spaces', () => {
    expect(findDuplicate(found, { ...draft, title: '  dune ' })).toBe(media.dune);
    expect(findDuplicate(found, { ...draft, title: 'Dune Messiah' })).toBeNull();
    expect(findDuplicate(found, { ...draft, type: 'movie' })).toBeNull();
    expect(findDuplicate(found, { ...draft, title: '' })).toBeNull();
  });

  it('is by one of the chosen creators once creators are given, typed ones included', () => {
    expect(findDuplicate(found, { ...draft, creators: [creators.herbert] })).toBe(media.dune);
    expect(findDuplicate(found, { ...draft, creators: [creators.leGuin] })).toBeNull();
    expect(findDuplicate(found, { ...draft, creators: [{ name: 'Frank Herbert', first: 'Frank', last: 'Herbert' }] })).toBe(media.dune);
    expect(findDuplicate(found, { ...draft, creatorText: 'frank herbert' })).toBe(media.dune);
    expect(findDuplicate(found, { ...draft, creatorText: 'Brian Herbert' })).toBeNull();
  });
});
