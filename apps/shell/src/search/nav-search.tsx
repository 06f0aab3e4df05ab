import { createThrottle } from '@shelfmark/api-client';
import { useSearch } from '@shelfmark/api-client/search';
import { addMediaPath, isSendableSearch, mediaRequestPath, type SearchType } from '@shelfmark/contract';
import { SearchBox, useOnline } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useShortcutKey } from '../shortcuts/use-shortcut-key';
import { SearchAddToLibrary } from './search-add-to-library';
import { toSearchHits, type SearchHit } from './search-hits';
import { searchTypeForPath } from './search-type-for-path';
import { SearchTypeDropdown } from './search-type-dropdown';
import './nav-search.css';

/**
 * The nav bar's search: a type dropdown, results as you type (one request per 0.2 s), keyboard
 * navigation, '/' anywhere to get to it; a title not found can be added or requested.
 */
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
  useShortcutKey('/', () => inputRef.current?.focus());

  // The all-access search for the admin, the normal one for others (spec section 6).
  const query = useSearch({ searchString: sent, searchType });
  const sendable = isSendableSearch(text);
  // Offline the search waits (paused, not loading): it says so instead.
  const online = useOnline();
  const hits = sendable ? toSearchHits(query.data) : [];

  const changeText = (value: string) => {
    setText(value);
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
      renderAction={(hit) => (hit.media ? <SearchAddToLibrary media={hit.media} /> : null)}
      onPick={open}
      onSubmit={() => {
        if (sendable && !query.isFetching && hits.length === 0) navigate(addMediaPath(searchType === 'Title' ? { title: text } : {}));
      }}
      loading={sendable && query.isFetching}
      trimFiveOnNarrow
      inputRef={inputRef}
      keyShortcut="/"
      leading={<SearchTypeDropdown value={searchType} onChange={(type) => setPicked({ type, context: contextType })} />}
      footer={
        !online && sendable ? (
          <p className="sm-nav-search__missing" role="status">
            {t('offline.searchNeedsConnection')}
          </p>
        ) : searchType === 'Title' && sendable ? (
          <p className="sm-nav-search__missing">
            <Link to={addMediaPath({ title: text })} onClick={() => setText('')}>
              {t('search.addIt')}
            </Link>{' '}
            <Link to={mediaRequestPath({ title: text })} onClick={() => setText('')}>
              {t('search.requestIt')}
            </Link>
          </p>
        ) : undefined
      }
    />
  );
}
