import { Cover, type CoverSize } from '@shelfmark/design-system';
import { Link } from 'react-router-dom';
import type { ViewItem } from './year-view-model';

/**
 * An item's cover with its title (and, in the highlights, its creators when the view has them),
 * linked to its page when the view has links.
 */
export function YearItemCover({ item, size }: { item: ViewItem; size: CoverSize }) {
  const body = (
    <>
      <Cover src={item.coverSrc ?? null} alt="" size={size} face={{ title: item.title, creator: item.creators ?? null, medium: item.type }} />
      <span className="year-review__item-text">
        <span className="year-review__item-title">{item.title}</span>
        {size === 'sm' && item.creators && <span className="year-review__note">{item.creators}</span>}
      </span>
    </>
  );
  return item.href ? (
    <Link to={item.href} className="year-review__item">
      {body}
    </Link>
  ) : (
    <span className="year-review__item">{body}</span>
  );
}
