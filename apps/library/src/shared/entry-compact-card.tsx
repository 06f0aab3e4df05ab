import type { UserMediaSummary } from '@shelfmark/contract';
import { CompactCard, Cover } from '@shelfmark/design-system';
import { EntryFavorite } from './entry-favorite';
import { entryFields } from './entry-fields';
import { renderRouterLink } from './render-router-link';
import './entry-compact-card.css';

/**
 * A library entry as a compact card (spec section 2) beside its cover, linking to its detail
 * page. `titleAs` keeps the heading levels in order: h2 right under a page's h1 (/library),
 * h3 under a section's h2 (Home's Favorites).
 */
export function EntryCompactCard({ entry, titleAs = 'h3' }: { entry: UserMediaSummary; titleAs?: 'h2' | 'h3' }) {
  const fields = entryFields(entry);
  return (
    <div className="library-entry">
      <Cover src={fields.coverSrc} alt="" size="sm" face={fields.coverFace} />
      <CompactCard
        className="library-entry__card"
        title={fields.title}
        titleAs={titleAs}
        href={fields.href}
        renderLink={renderRouterLink}
        series={fields.series}
        author={fields.creators}
        medium={fields.medium}
        tags={fields.tags}
        rating={entry.rating}
        review={entry.review ?? undefined}
      >
        <EntryFavorite entry={entry} />
      </CompactCard>
    </div>
  );
}
