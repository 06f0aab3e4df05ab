import { coverFace, coverPath, joinCreators, mediaPath, mediaTypeLabel, type Media } from '@shelfmark/contract';
import { MediaCard } from '@shelfmark/design-system';
import { renderRouterLink } from './router-link';
import { ShelfStatus } from './shelf-status';
import './media-grid.css';

export interface MediaGridProps {
  media: readonly Media[];
  /** Accessible name of the list, e.g. 'Works'. */
  label: string;
  /** Show whether each item is on the shelf, with Add To Library otherwise. */
  withShelfStatus?: boolean;
}

/** Media cards in a responsive grid, each linking to its detail page. */
export function MediaGrid({ media, label, withShelfStatus = false }: MediaGridProps) {
  return (
    <ul className="catalog-media-grid" aria-label={label}>
      {media.map((item) => (
        <li key={item.mediaID}>
          <MediaCard
            title={item.title}
            coverSrc={coverPath(item)}
            coverFace={coverFace(item)}
            medium={mediaTypeLabel(item.type)}
            series={item.series && { name: item.series.name, number: item.seriesNum }}
            creators={joinCreators(item.creators)}
            href={mediaPath(item)}
            renderLink={renderRouterLink}
          >
            {withShelfStatus && <ShelfStatus media={item} />}
          </MediaCard>
        </li>
      ))}
    </ul>
  );
}
