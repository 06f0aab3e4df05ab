import type { SharedView } from '@shelfmark/contract';
import { Cover, EmptyState, Pager } from '@shelfmark/design-system';
import { StarRating } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { shareShelfName } from '../shares/share-labels';

type SharedShelfView = Extract<SharedView, { kind: 'shelf' }>;

/** A shared shelf: its items with only the fields the owner chose, page by page. */
export function SharedShelf({ view, page, onPage }: { view: SharedShelfView; page: number; onPage: (page: number) => void }) {
  const t = useT('library');
  const shelf = shareShelfName(view.shelf, view.type, t('shares.favorites'));
  return (
    <>
      <h1>{view.title ?? t('shared.shelfTitle', { shelf })}</h1>
      <p className="shared-page__count">{t('shared.shelfCount', { count: view.total })}</p>
      {view.items.length === 0 ? (
        <EmptyState title={t('shared.shelfEmpty')} />
      ) : (
        <ul className="shared-page__items">
          {view.items.map((item, index) => (
            <li key={`${page}-${index}`} className="shared-page__item">
              {item.cover !== undefined && <Cover src={item.cover} alt="" size="md" face={{ title: item.title, creator: item.creators ?? null, medium: item.type }} />}
              <div className="shared-page__text">
                <span className="shared-page__title">{item.title}</span>
                {item.creators && <span className="shared-page__creators">{item.creators}</span>}
                {item.rating !== undefined && item.rating > 0 && <StarRating value={item.rating} readOnly size="sm" label={t('year.ratingOf', { rating: item.rating })} />}
                {item.review && <p className="shared-page__review">{item.review}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {view.pageCount > 1 && <Pager page={page} totalPages={view.pageCount} onPageChange={onPage} label={t('shared.pages')} />}
    </>
  );
}
