import { createThrottle } from '@shelfmark/api-client';
import { useSearch } from '@shelfmark/api-client/search';
import { isSendableSearch, type SearchType } from '@shelfmark/contract';
import { SearchBox, useOnline } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useShortcutKey } from '../shortcuts/use-shortcut-key';
import type { SearchHit } from './search-hits';
import type * as SearchResultsModule from './search-results';
import { searchTypeForPath } from './search-type-for-path';
import { SearchTypeDropdown } from './search-type-dropdown';
import './nav-search.css';

/**
 * The nav bar's search: a type dropdown, results as you type (one request per 0.2 s), keyboard
 * navigation, '/' anywhere to get to it; a title not found can be added or requested.
 */
type SearchResults = typeof SearchResultsModule;

/** The results' code, fetched at the first keystroke; asked again at the next one after a failure (offline, a redeploy). */
function useSearchResults(): { results: SearchResults | undefined; arriving: boolean; request: () => void } {
  const [results, setResults] = useState<SearchResults>();
  const [arriving, setArriving] = useState(false);
  const request = () => {
    if (results || arriving) return;
    setArriving(true);
    import(/* webpackChunkName: "search-results" */ './search-results')
      .then(setResults, (error: unknown) => console.warn('The search results could not be loaded', error))
      .finally(() => setArriving(false));
  };
  return { results, arriving, request };
}

export function NavSearch() {
  const t = useT('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const contextType = searchTypeForPath(pathname);
  // A type picked by hand holds until the page suggests another one.
  const [picked, setPicked] = useState<{ type: SearchType; context: SearchType } | null>(null);
  const searchType = picked?.context === contextType ? picked.type : contextType;
  const [text, setText] = useState('');
  const [sent, setSent] = useState('');
  const [throttledSend] = useState(() => createThrottle(setSent));
  useEffect(() => () => throttledSend.cancel(), [throttledSend]);
  const inputRef = useRef<HTMLInputElement>(null);
  const { results, arriving, request: requestResults } = useSearchResults();
  useShortcutKey('/', () => inputRef.current?.focus());

  // The all-access search for the admin, the normal one for others (spec section 6).
  const query = useSearch({ searchString: sent, searchType });
  const sendable = isSendableSearch(text);
  // Offline the search waits (paused, not loading): it says so instead.
  const online = useOnline();
  const hits = sendable && results ? results.toSearchHits(query.data) : [];

  const changeText = (value: string) => {
    setText(value);
    requestResults();
    if (isSendableSearch(value)) throttledSend(value);
  };

  const open = (hit: SearchHit) => {
    setText('');
    navigate(hit.href);
  };

  return (
    <SearchBox
      className="sm-nav-search"
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={text}
      onValueChange={changeText}
      results={hits}
      getKey={(hit) => hit.key}
      renderResult={(hit) => hit.content}
      renderAction={(hit) => (hit.media && results ? <results.SearchAddToLibrary media={hit.media} /> : null)}
      onPick={open}
      onSubmit={() => {
        if (sendable && results && !query.isFetching && hits.length === 0) navigate(results.addMediaPath(searchType === 'Title' ? { title: text } : {}));
      }}
      loading={sendable && (query.isFetching || arriving)}
      trimFiveOnNarrow
      inputRef={inputRef}
      keyShortcut="/"
      leading={<SearchTypeDropdown value={searchType} onChange={(type) => setPicked({ type, context: contextType })} />}
      footer={
        !online && sendable ? (
          <p className="sm-nav-search__missing" role="status">
            {t('offline.searchNeedsConnection')}
          </p>
        ) : searchType === 'Title' && sendable && results ? (
          <p className="sm-nav-search__missing">
            <Link to={results.addMediaPath({ title: text })} onClick={() => setText('')}>
              {t('search.addIt')}
            </Link>{' '}
            <Link to={results.mediaRequestPath({ title: text })} onClick={() => setText('')}>
              {t('search.requestIt')}
            </Link>
          </p>
        ) : undefined
      }
    />
  );
}
