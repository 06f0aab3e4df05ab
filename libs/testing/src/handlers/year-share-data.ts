import {
  type CalendarRelease,
  coverPath,
  joinCreators,
  type Media,
  outlineReview,
  type SharedShelfItem,
  type YearItem,
  type YearReview,
} from '@shelfmark/contract';
import { episodeWatches } from '../db/figures';
import { findMedia } from '../db/shelf';
import { mockDb, type MockEntry, type MockShare } from '../db/mock-db';

const mediaOf = (entry: MockEntry): Media => findMedia(entry.mediaID) ?? entry.media;
const lengthOf = (media: Media) => (media.type === 'tvshow' ? (media.numEpisodes ?? media.numPages) : media.numPages) || null;

/** The user's items finished in a year, each at its last finish, in order, as GET /year/{year} lists them. */
export function finishedItems(userID: number, year: number): (YearItem & { restricted: boolean; tags: string[] })[] {
  return mockDb.entries
    .filter((entry) => entry.userID === userID)
    .flatMap((entry) => {
      const finishes = entry.readings.filter((reading) => reading.dateFinished?.startsWith(String(year)) && reading.status !== 'DNF');
      const last = [...finishes].sort((a, b) => (b.dateFinished ?? '').localeCompare(a.dateFinished ?? ''))[0];
      if (!last?.dateFinished) return [];
      const media = mediaOf(entry);
      const precision = last.dateFinishedPrecision ?? 'day';
      return [
        {
          mediaID: media.mediaID,
          type: media.type,
          title: media.title,
          isbn: media.isbn,
          creators: joinCreators(media.creators),
          rating: entry.rating,
          review: entry.review,
          finished: last.dateFinished.slice(0, 10),
          finishedPrecision: precision,
          length: lengthOf(media),
          restricted: media.restricted,
          tags: entry.tags.map((tag) => tag.tagValue),
        },
      ];
    })
    .sort((a, b) => a.finished.localeCompare(b.finished) || a.title.localeCompare(b.title));
}

export function yearReviewOf(userID: number, year: number): YearReview {
  const items = finishedItems(userID, year);
  const mine = mockDb.entries.filter((entry) => entry.userID === userID);
  const episodes = episodeWatches(userID, mine, year);
  const years = new Set(
    mine
      .flatMap((entry) => entry.readings.filter((reading) => reading.dateFinished && reading.status !== 'DNF').map((reading) => Number(reading.dateFinished?.slice(0, 4)))),
  );
  // A year with TV episodes watched is in the picker too.
  for (const watch of episodeWatches(userID, mine, null)) years.add(Number(watch.watchedAt.slice(0, 4)));
  return {
    year,
    items: items.map(({ restricted: _restricted, tags: _tags, ...item }) => item),
    ...outlineReview(items),
    years: [...years].sort((a, b) => b - a),
    episodesByMonth: Array.from({ length: 12 }, (_, month) => episodes.filter((watch) => Number(watch.watchedAt.slice(5, 7)) === month + 1).length),
  };
}

/** The user's Watch List items published on `from` (YYYY-MM-DD) or later, by date then title. */
export function releasesOf(userID: number, from: string): CalendarRelease[] {
  return mockDb.entries
    .filter((entry) => entry.userID === userID && entry.status === 'watch')
    .map(mediaOf)
    .filter((media): media is Media & { publication: string } => media.publication !== null && media.publication >= from)
    .map((media) => ({ mediaID: media.mediaID, type: media.type, title: media.title, creators: joinCreators(media.creators), isbn: media.isbn, publication: media.publication, ...(media.publicationPrecision ? { publicationPrecision: media.publicationPrecision } : {}) }))
    .sort((a, b) => a.publication.localeCompare(b.publication) || a.title.localeCompare(b.title));
}

/**
 * The optional fields of an item on a share link, as the server gives them. The mock's cover
 * address is the item's ordinary cover path, so stories and tests show real covers; the
 * server's is an opaque key under the link.
 */
export function chosenFields(share: MockShare, item: { media: Media; rating: number; review: string | null }): Omit<SharedShelfItem, 'type' | 'title'> {
  const cover = coverPath(item.media);
  return {
    ...(share.fields.covers && cover ? { cover } : {}),
    ...(share.fields.creators ? { creators: joinCreators(item.media.creators) } : {}),
    ...(share.fields.ratings ? { rating: item.rating } : {}),
    ...(share.fields.reviews ? { review: item.review } : {}),
  };
}

export function shelfOf(share: MockShare): MockEntry[] {
  return mockDb.entries.filter((entry) => {
    const media = mediaOf(entry);
    return (
      entry.userID === share.userID &&
      (share.shelf === 'favorites' ? entry.favorited : entry.status === share.shelf) &&
      (share.type === null || media.type === share.type) &&
      !media.restricted
    );
  });
}

export { mediaOf };
