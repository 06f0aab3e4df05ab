import { coverPath, mediaPath, type Media } from '@shelfmark/contract';
import { Cover } from '@shelfmark/design-system';
import { Link } from 'react-router-dom';
import { ShelfStatus } from '../shared/shelf-status';

/** The Cover display: covers only, each a link named by its title. */
export function CoverGrid({ media, label }: { media: readonly Media[]; label: string }) {
  return (
    <ul className="catalog-cover-grid" aria-label={label}>
      {media.map((item) => (
        <li key={item.mediaID}>
          <Link to={mediaPath(item)} className="catalog-cover-grid__link">
            <Cover src={coverPath(item)} alt={item.title} size="fill" />
          </Link>
          <ShelfStatus media={item} />
        </li>
      ))}
    </ul>
  );
}
