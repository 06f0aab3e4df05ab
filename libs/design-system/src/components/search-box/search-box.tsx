import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode, Ref } from 'react';
import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { useClickOutside } from '../../hooks/use-click-outside';
import { useIsNarrow } from '../../hooks/use-is-narrow';
import { SearchIcon } from '../../icons/icons';
import { cx } from '../../utils/class-names';
import { Spinner } from '../loader/spinner';
import './search-box.css';

export interface SearchBoxProps<T> {
  /** The query. */
  value: string;
  onValueChange: (value: string) => void;
  /** Results for the current query (the caller searches and throttles). */
  results: readonly T[];
  getKey: (item: T) => string | number;
  /** A result's content; no links or buttons inside (the whole option is the target). */
  renderResult: (item: T) => ReactNode;
  /**
   * A control beside a result (e.g. Add To Library), or null for none. Drawn in a column of its
   * own, outside the listbox (an option holds no controls), on the result's row; Tab reaches it.
   */
  renderAction?: (item: T) => ReactNode;
  /** A result was chosen with Enter or a click, e.g. navigate to it. */
  onPick: (item: T) => void;
  /** Enter with no result highlighted, e.g. go to /addmedia when there are no results. */
  onSubmit?: (query: string) => void;
  /** A search is in flight. */
  loading?: boolean;
  /** Under the results, e.g. the link 'Didn't find what you were looking for? Add it!'. */
  footer?: ReactNode;
  /** Before the input, e.g. the search type `Dropdown`. */
  leading?: ReactNode;
  /** Accessible name of the input; defaults to 'Search'. */
  label?: string;
  placeholder?: string;
  /** Spec: on narrow screens a search returning exactly 5 results shows only 4 (the nav search). */
  trimFiveOnNarrow?: boolean;
  /** The input, e.g. for a page-wide shortcut to focus it. */
  inputRef?: Ref<HTMLInputElement>;
  /** The page-wide key that focuses the input (aria-keyshortcuts), e.g. '/'. */
  keyShortcut?: string;
  className?: string;
}

/**
 * A search input with a results listbox (ARIA combobox). Up/Down move the highlight,
 * Enter picks it, Escape or a click outside closes the results.
 */
export function SearchBox<T>({
  value,
  onValueChange,
  results,
  getKey,
  renderResult,
  renderAction,
  onPick,
  onSubmit,
  loading = false,
  footer,
  leading,
  label,
  placeholder,
  trimFiveOnNarrow = false,
  inputRef,
  keyShortcut,
  className,
}: SearchBoxProps<T>) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  const id = useId();
  const narrow = useIsNarrow();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const shown = trimFiveOnNarrow && narrow && results.length === 5 ? results.slice(0, 4) : results;

  // New results drop the highlight (compared by keys: callers often pass a fresh array).
  const signature = shown.map(getKey).join('\u0000');
  const [highlightFor, setHighlightFor] = useState(signature);
  if (highlightFor !== signature) {
    setHighlightFor(signature);
    setHighlighted(-1);
  }

  const expanded = open && value.trim() !== '';
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (highlighted >= 0) document.getElementById(`${id}-option-${highlighted}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, highlighted]);

  useClickOutside(rootRef, expanded, () => setOpen(false));

  const pick = (item: T) => {
    setOpen(false);
    onPick(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((current) => (current < 0 && step < 0 ? shown.length - 1 : (current + step + shown.length) % shown.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = expanded && highlighted >= 0 ? shown[highlighted] : undefined;
      if (item !== undefined) pick(item);
      else onSubmit?.(value);
    } else if (event.key === 'Escape' && expanded) {
      // Keep the query: in a search input Escape would otherwise clear it.
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div
      ref={rootRef}
      className={cx('sm-search', className)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      {leading}
      <div className="sm-search__field">
        <SearchIcon className="sm-search__icon" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          className="sm-search__input"
          aria-label={label ?? t('searchBox.label')}
          aria-expanded={expanded}
          aria-controls={`${id}-results`}
          aria-autocomplete="list"
          aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
          aria-busy={loading || undefined}
          aria-keyshortcuts={keyShortcut}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            setOpen(true);
            onValueChange(event.target.value);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {loading && <Spinner size="sm" className="sm-search__spinner" />}
      </div>
      <div id={`${id}-results`} className="sm-search__popup" hidden={!expanded}>
        {shown.length > 0 ? (
          <div className={cx('sm-search__rows', renderAction && 'sm-search__rows--with-actions')} style={{ '--sm-search-rows': shown.length } as CSSProperties}>
            <ul role="listbox" aria-label={t('searchBox.results')} className="sm-search__list">
              {shown.map((item, index) => (
                <li
                  key={getKey(item)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === highlighted}
                  className="sm-search__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setHighlighted(index)}
                  onClick={() => pick(item)}
                >
                  {renderResult(item)}
                </li>
              ))}
            </ul>
            {renderAction && (
              <div className="sm-search__actions">
                {shown.map((item) => (
                  <div key={getKey(item)} className="sm-search__action">
                    {renderAction(item)}
                  </div>
                ))}
              </div>
            )}
          </div>
        ) : (
          !loading && (
            <p role="status" className="sm-search__empty">{t('searchBox.noResults')}</p>
          )
        )}
        {footer && <div className="sm-search__footer">{footer}</div>}
      </div>
    </div>
  );
}
