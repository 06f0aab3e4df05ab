import type { UserMediaSummary } from '@shelfmark/contract';
import { CompactCard, Cover } from '@shelfmark/design-system';
import { EntryFavorite } from './entry-favorite';
import { entryFields } from './entry-fields';
import { renderRouterLink } from './render-router-link';
import './entry-compact-card.css';

/** A library entry as a compact card (spec section 2) beside its cover, linking to its detail page. */
export function EntryCompactCard({ entry }: { entry: UserMediaSummary }) {
  const fields = entryFields(entry);
  return (
    <div className="library-entry">
      <Cover src={fields.coverSrc} alt="" size="sm" />
      <CompactCard
        className="library-entry__card"
        title={fields.title}
        href={fields.href}
        renderLink={renderRouterLink}
        series={fields.series}
        author={fields.creators}
        tags={fields.tags}
        rating={entry.rating}
        review={entry.review ?? undefined}
      >
        <EntryFavorite entry={entry} />
      </CompactCard>
    </div>
  );
}
