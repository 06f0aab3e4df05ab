import { useShelfPage } from '@shelfmark/api-client/library';
import { ShelfState } from '../shared/shelf-state';
import { EntryGrid } from './entry-grid';
import { useGridColumns } from './use-grid-columns';

/** Recent: one row of the newest entries (library 'recent', usermediaID descending), a page the size of the row. */
export function Recent() {
  const columns = useGridColumns('recent');
  const query = useShelfPage({ library: 'recent', pageNumber: 1, pageSize: columns, sortBy: 'recent', asc: false }, { keepPrevious: true });
  return <ShelfState query={query}>{(entries) => <EntryGrid entries={entries} columns={columns} />}</ShelfState>;
}
