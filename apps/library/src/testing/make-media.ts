import type { Media, MediaType } from '@shelfmark/contract';
import { addEntry, buildMedia } from '@shelfmark/testing';

let nextMediaId = 1000;

/** A media item by one creator whose last name orders it, e.g. makeMedia('Title 3', 'Ann Cole'). */
export function makeMedia(title: string, creator = 'Ann Author', fields: Partial<Media> & { type?: MediaType } = {}): Media {
  const words = creator.split(' ');
  const mediaID = nextMediaId++;
  return buildMedia({
    mediaID,
    type: 'book',
    title,
    isbn: `97800000${mediaID}`,
    numPages: 200,
    creators: [{ creatorID: mediaID, name: creator, first: words.slice(0, -1).join(' ') || null, last: words.at(-1) ?? creator }],
    ...fields,
  });
}

/** A DNF entry: on no Home section but Recent, and Home is no longer a first run (a shelf with nothing at all). */
export function shelveSomethingElse(): void {
  addEntry(makeMedia('Left unfinished', 'Zed Zimmer'), 'DNF');
}
