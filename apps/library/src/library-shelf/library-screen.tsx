import { Pager } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { EntryCompactCard } from '../shared/entry-compact-card';
import { ShelfState } from '../shared/shelf-state';
import { LibraryControls } from './library-controls';
import { usePageEffects } from './use-page-effects';
import { useShelfParams } from './use-shelf-params';
import { useShelfView } from './use-shelf-view';
import { useSort } from './use-sort';
import './library-screen.css';
import './shelf-messages';

/** /library: one shelf, LIBRARY_PAGE_SIZE entries a page, filtered and sorted, the view kept in the URL. */
export function LibraryScreen() {
  const t = useT('library');
  const [params, update] = useShelfParams();
  const [sort, setSort] = useSort();
  const view = useShelfView(params, sort);
  usePageEffects(params.page, view.totalPages, () => update({ page: 1 }, { replace: true }));
  const goTo = (page: number) => update({ page });
  return (
    <div className="sm-page library-shelf">
      <h1>{t('shelf.title')}</h1>
      <LibraryControls params={params} onChange={update} sort={sort} onSortChange={setSort} />
      {view.totalPages !== undefined && (
        <Pager page={params.page} totalPages={view.totalPages} onPageChange={goTo} label={t('shelf.pages')} />
      )}
      <ShelfState query={{ ...view, data: view.entries }}>
        {(entries) => (
          <ul className="library-shelf__list">
            {entries.map((entry) => (
              <li key={entry.usermediaID}>
                <EntryCompactCard entry={entry} titleAs="h2" />
              </li>
            ))}
          </ul>
        )}
      </ShelfState>
      {view.totalPages !== undefined && (
        <Pager
          page={params.page}
          totalPages={view.totalPages}
          onPageChange={goTo}
          placement="bottom"
          label={t('shelf.bottomPages')}
        />
      )}
    </div>
  );
}
