import { COMPACT_CARD_TAG_LIMITS } from '@shelfmark/contract/limits';
import type { ReactNode } from 'react';
import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { cx } from '../../utils/class-names';
import { renderAnchor } from '../../utils/render-link';
import type { RenderLink } from '../../utils/render-link';
import { Collapsible } from '../collapsible/collapsible';
import { linkClassName } from '../link/link';
import { formatSeries } from '../media-card/format-series';
import type { SeriesInfo } from '../media-card/format-series';
import { StarRating } from '../star-rating/star-rating';
import { TagList } from '../tag-list/tag-list';
import type { TagListItem } from '../tag-list/tag-list';
import { MediaBadge } from '../media-badge/media-badge';
import './compact-card.css';

export interface CompactCardProps {
  title: string;
  /** Where the title leads, e.g. /book/{mediaID}. */
  href?: string;
  /** Renders the link with the app's router; a plain <a> by default. */
  renderLink?: RenderLink;
  /** Shown as 'Dune #2'. */
  series?: SeriesInfo | null;
  /** Creators already formatted and joined. */
  author?: string;
  /** The medium as text ('Book', 'TV Show'), shown as a small badge. */
  medium?: string;
  tags?: readonly TagListItem[];
  /** 0 (not rated) to 10. */
  rating?: number;
  /** Makes the stars editable; read-only without it. */
  onRatingChange?: (rating: number) => void;
  /** Collapses to 1 line with 'read more' / 'read less'. */
  review?: string;
  /** Heading level of the title. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** Extra content at the bottom, e.g. actions. */
  children?: ReactNode;
  className?: string;
}

/** A library entry in brief: title, series, author, tags, rating and review. */
export function CompactCard({
  title,
  href,
  renderLink = renderAnchor,
  series,
  author,
  medium,
  tags = [],
  rating = 0,
  onRatingChange,
  review,
  titleAs: Title = 'h3',
  children,
  className,
}: CompactCardProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  return (
    <article className={cx('sm-compact-card', className)}>
      <Title className="sm-compact-card__title">
        {href ? renderLink({ href, className: linkClassName({ variant: 'subtle' }), children: title }) : title}
      </Title>
      {series && <p className="sm-compact-card__meta">{formatSeries(series)}</p>}
      {author && <p className="sm-compact-card__meta">{author}</p>}
      {medium && <MediaBadge>{medium}</MediaBadge>}
      <TagList
        tags={tags}
        wideLimit={COMPACT_CARD_TAG_LIMITS.wide}
        narrowLimit={COMPACT_CARD_TAG_LIMITS.narrow}
        expandable={false}
        renderLink={renderLink}
      />
      <StarRating
        value={rating}
        onChange={onRatingChange}
        size="sm"
        label={t('starRating.labelFor', { title })}
      />
      {review && <Collapsible text={review} lines={1} />}
      {children}
    </article>
  );
}
