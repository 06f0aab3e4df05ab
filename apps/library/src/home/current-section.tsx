import { useShelf } from '@shelfmark/api-client/library';
import { CURRENT_SHELF_LABEL } from '@shelfmark/contract';
import { useId } from 'react';
import { ShelfState } from '../shared/shelf-state';
import { CurrentCard } from './current-card';
import './current-section.css';

/** Currently Reading: everything being read, watched or played right now, named like the Library's shelf. */
export function CurrentSection() {
  const headingId = useId();
  const query = useShelf('currentlyReading');
  return (
    <section aria-labelledby={headingId} className="library-home__section">
      <h2 id={headingId}>{CURRENT_SHELF_LABEL}</h2>
      <ShelfState query={query}>
        {(entries) => (
          <ul className="library-current">
            {entries.map((entry) => (
              <li key={entry.usermediaID}>
                <CurrentCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </ShelfState>
    </section>
  );
}
