import { coverFace, coverPath, joinCreators, mediaPath, mediaTypeLabel, type UserMediaSummary } from '@shelfmark/contract';
import type { SeriesInfo, TagListItem } from '@shelfmark/design-system';

/** What the cards show of a library entry. */
export function entryFields({ media, tags }: UserMediaSummary) {
  const series: SeriesInfo | null = media.series ? { name: media.series.name, number: media.seriesNum } : null;
  const tagItems: TagListItem[] = tags.map((tag) => ({ id: tag.tagID, label: tag.tagValue, href: `/tags/${tag.tagID}` }));
  return {
    title: media.title,
    href: mediaPath(media),
    coverSrc: coverPath(media),
    coverFace: coverFace(media),
    medium: mediaTypeLabel(media.type),
    series,
    creators: joinCreators(media.creators),
    tags: tagItems,
  };
}
