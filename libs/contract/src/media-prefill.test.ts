import { describe, expect, it } from 'vitest';
import { addMediaPath, mediaRequestPath, readMediaPrefill } from './media-prefill';

describe('media prefill links', () => {
  it('carry what is known, trimmed, and nothing empty', () => {
    expect(addMediaPath()).toBe('/addmedia');
    expect(mediaRequestPath({ title: '  Dune ' })).toBe('/mediarequest?title=Dune');
    expect(addMediaPath({ type: 'book', title: 'Dune & Co', creator: 'Frank Herbert' })).toBe('/addmedia?type=book&title=Dune+%26+Co&creator=Frank+Herbert');
    expect(mediaRequestPath({ type: null, title: ' ', creator: '' })).toBe('/mediarequest');
  });

  it('read back what they carry, dropping a type that is not one', () => {
    expect(readMediaPrefill(new URL('http://x/mediarequest?type=movie&title=Heat&creator=Mann').searchParams)).toEqual({ type: 'movie', title: 'Heat', creator: 'Mann' });
    expect(readMediaPrefill(new URLSearchParams('type=poem'))).toEqual({ type: null, title: '', creator: '' });
  });
});
