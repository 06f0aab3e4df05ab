import { coverFace, coverPath, mediaPath, type Media } from '@shelfmark/contract';
import { Cover } from '@shelfmark/design-system';
import { Link } from 'react-router-dom';
import { ShelfStatus } from '../shared/shelf-status';

/**
 * The Cover display: each cover, drawn from its title, creator and medium when it has no image,
 * with its title under it (cut to two lines, the whole title in the tooltip); the link is named
 * by that title.
 */
export function CoverGrid({ media, label }: { media: readonly Media[]; label: string }) {
  return (
    <ul className="catalog-cover-grid" aria-label={label}>
      {media.map((item) => (
        <li key={item.mediaID}>
          <Link to={mediaPath(item)} className="catalog-cover-grid__link" title={item.title}>
            <Cover src={coverPath(item)} alt="" size="fill" face={coverFace(item)} />
            <span className="catalog-cover-grid__title">{item.title}</span>
          </Link>
          <ShelfStatus media={item} />
        </li>
      ))}
    </ul>
  );
}
