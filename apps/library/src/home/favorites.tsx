import { useShelfPage, useShelfTotal } from '@shelfmark/api-client/library';
import { DEFAULT_SORT, FAVORITES_PAGE_SIZE, pageCount } from '@shelfmark/contract';
import { Pager } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useId, useState } from 'react';
import { EntryCompactCard } from '../shared/entry-compact-card';
import { ShelfState } from '../shared/shelf-state';
import './favorites.css';

/** Favorites: compact cards, FAVORITES_PAGE_SIZE a page by creator last name ascending, with a pager. */
export function Favorites() {
  const t = useT('library');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const total = useShelfTotal({ library: 'favorites' });
  const query = useShelfPage(
    { library: 'favorites', pageNumber: page, pageSize: FAVORITES_PAGE_SIZE, ...DEFAULT_SORT },
    { keepPrevious: true },
  );
  const totalPages = pageCount(total.data ?? 0, FAVORITES_PAGE_SIZE);
  return (
    <section aria-labelledby={headingId} className="library-home__section">
      <h2 id={headingId}>{t('home.favorites')}</h2>
      <Pager page={page} totalPages={totalPages} onPageChange={setPage} label={t('home.favoritePages')} />
      <ShelfState query={query}>
        {(entries) => (
          <ul className="library-favorites">
            {entries.map((entry) => (
              <li key={entry.usermediaID}>
                <EntryCompactCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </ShelfState>
    </section>
  );
}
