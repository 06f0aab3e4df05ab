import { coverName, joinCreators, mediaPath, type UserMediaSummary } from '@shelfmark/contract';
import { coverUrl, type SeriesInfo, type TagListItem } from '@shelfmark/design-system';

/** Where the API serves covers (spec section 3: named by isbn for books, by type and mediaID otherwise). */
export const COVERS_BASE_URL = '/api/v1/covers';

/** What the cards show of a library entry. */
export function entryFields({ media, tags }: UserMediaSummary) {
  const name = coverName(media);
  const series: SeriesInfo | null = media.series ? { name: media.series.name, number: media.seriesNum } : null;
  const tagItems: TagListItem[] = tags.map((tag) => ({ id: tag.tagID, label: tag.tagValue, href: `/tags/${tag.tagID}` }));
  return {
    title: media.title,
    href: mediaPath(media),
    coverSrc: name ? coverUrl(COVERS_BASE_URL, name) : null,
    series,
    creators: joinCreators(media.creators),
    tags: tagItems,
  };
}
