import { useShelf } from '@shelfmark/api-client/library';
import { useT } from '@shelfmark/i18n';
import { useId } from 'react';
import { ShelfState } from '../shared/shelf-state';
import { CurrentCard } from './current-card';
import './current-section.css';

/** Current (the spec's title): everything being read, watched or played right now. */
export function CurrentSection() {
  const t = useT('library');
  const headingId = useId();
  const query = useShelf('currentlyReading');
  return (
    <section aria-labelledby={headingId} className="library-home__section">
      <h2 id={headingId}>{t('home.current')}</h2>
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
