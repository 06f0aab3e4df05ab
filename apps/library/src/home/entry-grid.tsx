import type { UserMediaSummary } from '@shelfmark/contract';
import type { CSSProperties } from 'react';
import { EntryTile } from '../shared/entry-tile';
import './entry-grid.css';

/** Cover tiles in a fixed number of columns. */
export function EntryGrid({ entries, columns }: { entries: readonly UserMediaSummary[]; columns: number }) {
  return (
    <ul className="library-grid" style={{ '--library-grid-columns': columns } as CSSProperties} data-columns={columns}>
      {entries.map((entry) => (
        <li key={entry.usermediaID}>
          <EntryTile entry={entry} />
        </li>
      ))}
    </ul>
  );
}
