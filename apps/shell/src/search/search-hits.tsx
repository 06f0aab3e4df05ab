import { coverFace, coverPath, creatorDisplayName, joinCreators, mediaPath, mediaTypeLabel } from '@shelfmark/contract';
import { MediaCard } from '@shelfmark/design-system';
import type { ReactNode } from 'react';
import type { SearchFound } from '@shelfmark/api-client/search';
import type { Media } from '@shelfmark/contract';

/** One search result as the search box shows it: where it leads and what it looks like. */
export interface SearchHit {
  key: string;
  href: string;
  content: ReactNode;
  /** The media item a result is, for its Add To Library; absent for creators, tags and series. */
  media?: Media;
}

/** Results per type as spec section 2 lists them. */
export function toSearchHits(found: SearchFound | undefined): SearchHit[] {
  if (!found) return [];
  switch (found.kind) {
    case 'media':
      return found.items.map((media) => {
        return {
          key: `media-${media.mediaID}`,
          href: mediaPath(media),
          media,
          content: (
            <MediaCard
              layout="row"
              titleAs="p"
              title={media.title}
              coverSrc={coverPath(media)}
              coverFace={coverFace(media)}
              medium={mediaTypeLabel(media.type)}
              series={media.series ? { name: media.series.name, number: media.seriesNum } : null}
              creators={joinCreators(media.creators)}
            />
          ),
        };
      });
    case 'creator':
      return found.items.map((creator) => ({
        key: `creator-${creator.creatorID}`,
        href: `/creator/${creator.creatorID}`,
        content: creatorDisplayName(creator),
      }));
    case 'tag':
      return found.items.map((tag) => ({ key: `tag-${tag.tagID}`, href: `/tags/${tag.tagID}`, content: tag.tagValue }));
    case 'series':
      return found.items.map((series) => ({
        key: `series-${series.seriesID}`,
        href: `/series/${series.seriesID}`,
        content: series.name,
      }));
  }
}
