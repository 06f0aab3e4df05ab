import type { ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import { renderAnchor } from '../../utils/render-link';
import type { RenderLink } from '../../utils/render-link';
import { Cover, type CoverFace } from '../cover/cover';
import { MediaBadge } from '../media-badge/media-badge';
import { formatSeries } from './format-series';
import type { SeriesInfo } from './format-series';
import './media-card.css';

export interface MediaCardProps {
  title: string;
  /** Cover URL; the blank placeholder shows without one or when it fails. */
  coverSrc?: string | null;
  /** Shown as 'Dune #2'. */
  series?: SeriesInfo | null;
  /** Creators already formatted and joined, e.g. 'Herbert, Frank & Anderson, Kevin J.'. */
  creators?: string;
  /** What the blank cover shows while there is no image (title, first creator, medium's icon). */
  coverFace?: CoverFace;
  /** The medium as text ('Book', 'TV Show'), shown as a small badge. */
  medium?: string;
  /** Where the card leads, e.g. /book/{mediaID}; the whole card is clickable. Omit inside a listbox option. */
  href?: string;
  /** Renders the link with the app's router; a plain <a> by default. */
  renderLink?: RenderLink;
  /** `tile`: cover above the text (grids). `row`: small cover beside the text (lists, search results). */
  layout?: 'tile' | 'row';
  /** Heading level of the title, so cards fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** Extra content under the text, e.g. a status or buttons; stays clickable on its own. */
  children?: ReactNode;
  className?: string;
}

/** A media item: cover, title, series with number and creators. */
export function MediaCard({
  title,
  coverSrc,
  series,
  creators,
  coverFace,
  medium,
  href,
  renderLink = renderAnchor,
  layout = 'tile',
  titleAs: Title = 'h3',
  children,
  className,
}: MediaCardProps) {
  return (
    <article className={cx('sm-media-card', `sm-media-card--${layout}`, href && 'sm-media-card--linked', className)}>
      <Cover src={coverSrc} alt="" size={layout === 'row' ? 'xs' : 'fill'} face={coverFace} />
      <div className="sm-media-card__text">
        <Title className="sm-media-card__title">
          {href ? renderLink({ href, className: 'sm-media-card__link', children: title }) : title}
        </Title>
        {series && <p className="sm-media-card__series">{formatSeries(series)}</p>}
        {creators && <p className="sm-media-card__creators">{creators}</p>}
        {medium && <MediaBadge>{medium}</MediaBadge>}
        {children && <div className="sm-media-card__extra">{children}</div>}
      </div>
    </article>
  );
}
