import { describe, expect, it } from 'vitest';
import { CALL_PREFIXES, MESSAGES } from './messages';

describe('user-visible messages', () => {
  it('spells every message exactly as the spec, typos included', () => {
    expect(Object.values(MESSAGES)).toEqual([
      'Failed to log in, please try again',
      'Username already taken',
      'That tag is already associated with this book.',
      'Something whent wrong',
      'Invalid request',
      'Passwords do not match!',
      'This shelf is empty',
      'This shelf is currently empty',
      "You've reached the end of the shelf",
      'No book was selected to recommend',
      'That book as already been recommended',
      'Reset email has been sent',
      'Select a media type to begin',
      'No available description',
    ]);
  });
});

describe('call prefixes', () => {
  it('has the 17 wrapper prefixes of the error catalogue, in spec order', () => {
    expect(Object.values(CALL_PREFIXES)).toEqual([
      'Failed to get media',
      'Failed to get media by library',
      'Failed to patch book',
      'Failed to add media to library',
      'Failed to patch media',
      'Failed to get item total',
      'Failed to put tag on media',
      'Failed to post cover',
      'Failed to post author',
      'Failed to post series',
      'Failed to get tags',
      'Failed to end reading',
      'Failed to find items from search',
      'Failed to post recommendation',
      'Failed to delete media from library',
      'Failed to get media type page',
      'Failed to get total for type page',
    ]);
  });
});
