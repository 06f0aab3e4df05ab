import type { CreatorDetail, Media, SeriesDetail, Tag, UserMedia } from '@shelfmark/contract';
import { allMedia, creators, media, series } from '@shelfmark/testing';

export interface CatalogDb {
  media: Media[];
  /** mediaID of each item on the user's shelf to its usermediaID. */
  shelf: Map<number, number>;
  tags: Tag[];
  /** usermediaID to the ids of the tags on it. */
  entryTags: Map<number, number[]>;
  creators: CreatorDetail[];
  series: SeriesDetail[];
}

function seed(): CatalogDb {
  return {
    media: [...allMedia],
    shelf: new Map([[media.wizardOfEarthsea.mediaID, 101]]),
    tags: [
      { tagID: 1, tagValue: 'comfort read' },
      { tagID: 2, tagValue: 'desert' },
    ],
    entryTags: new Map([[101, [1]]]),
    creators: [
      {
        ...creators.leGuin,
        description: 'American author of speculative fiction.',
        mediaByCreator: [media.tombsOfAtuan, media.wizardOfEarthsea],
      },
    ],
    series: [{ ...series.portal, description: null, mediaInSeries: [media.portal2, media.portal], tvshowsInSeries: [] }],
  };
}

/** What the catalogue handlers read and change; tests reset it in beforeEach. */
export const catalogDb: CatalogDb = seed();

export function resetCatalogDb(): void {
  Object.assign(catalogDb, seed());
}

export function findMedia(mediaID: number): Media | undefined {
  return catalogDb.media.find((item) => item.mediaID === mediaID);
}

export function taggedMedia(tagID: number): Media[] {
  return [...catalogDb.shelf].flatMap(([mediaID, usermediaID]) => {
    const item = findMedia(mediaID);
    return item && catalogDb.entryTags.get(usermediaID)?.includes(tagID) ? [item] : [];
  });
}

export function libraryEntry(mediaID: number): UserMedia | undefined {
  const usermediaID = catalogDb.shelf.get(mediaID);
  const item = findMedia(mediaID);
  if (usermediaID === undefined || !item) return undefined;
  const tagIDs = catalogDb.entryTags.get(usermediaID) ?? [];
  return {
    usermediaID,
    mediaID,
    media: item,
    status: 'library',
    rating: 0,
    review: null,
    favorited: false,
    progress: 0,
    currentReading: null,
    readings: [],
    entries: [],
    recommendations: [],
    tags: catalogDb.tags.filter((tag) => tagIDs.includes(tag.tagID)),
  };
}
