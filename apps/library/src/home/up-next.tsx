import { useShelf } from '@shelfmark/api-client/library';
import { linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ShelfState } from '../shared/shelf-state';
import { EntryGrid } from './entry-grid';
import { shuffled } from './pick-random';
import { useGridColumns } from './use-grid-columns';

/** The library link filtered to TBR, with the default page, type and genre. */
export const TBR_LIBRARY_LINK = '/library?page=1&library=TBR&type=0&genre=0';

/** Up Next?: as many random TBR items as fit in one row, and a See All link. */
export function UpNext() {
  const t = useT('library');
  const query = useShelf('TBR');
  const columns = useGridColumns('TBR');
  // Shuffled once per answer, so resizing the window does not reshuffle the row.
  const random = useMemo(() => shuffled(query.data ?? []), [query.data]);
  return (
    <>
      <ShelfState query={{ ...query, data: query.data && random }}>
        {(entries) => <EntryGrid entries={entries.slice(0, columns)} columns={columns} />}
      </ShelfState>
      <Link to={TBR_LIBRARY_LINK} className={`${linkClassName()} library-home__see-all`}>
        {t('home.seeAll')}
      </Link>
    </>
  );
}

