import { useShelf } from '@shelfmark/api-client/library';
import { pageCount, WATCH_LIST_PAGE_DIVISOR } from '@shelfmark/contract';
import { Pager } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { ShelfState } from '../shared/shelf-state';
import { EntryGrid } from './entry-grid';

/** Watch List: the whole watch shelf, WATCH_LIST_PAGE_DIVISOR items a page, with its own pager. */
export function WatchList() {
  const t = useT('library');
  const query = useShelf('watch');
  const [page, setPage] = useState(1);
  const total = query.data?.length ?? 0;
  const totalPages = pageCount(total, WATCH_LIST_PAGE_DIVISOR);
  const current = Math.min(page, Math.max(1, totalPages));
  const start = (current - 1) * WATCH_LIST_PAGE_DIVISOR;
  return (
    <ShelfState query={query}>
      {(entries) => (
        <>
          <Pager page={current} totalPages={totalPages} onPageChange={setPage} label={t('home.watchPages')} />
          <EntryGrid entries={entries.slice(start, start + WATCH_LIST_PAGE_DIVISOR)} columns={WATCH_LIST_PAGE_DIVISOR} />
        </>
      )}
    </ShelfState>
  );
}
