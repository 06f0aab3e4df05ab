import { createThrottle } from '@shelfmark/api-client';
import { useMediaSearch } from '@shelfmark/api-client/search';
import { coverFace, coverPath, joinCreators, mediaTypeLabel, type Media } from '@shelfmark/contract';
import { Cover, InlineError, SearchBox } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useEffect, useRef, useState } from 'react';
import { catalogueSearch } from './catalogue-search';

export interface CataloguePickerProps {
  /** Searched at once: the row's ISBN, else its title. */
  initialText: string;
  rowTitle: string;
  disabled: boolean;
  onPick: (media: Media) => void;
}

/** A catalogue search (by title, or by ISBN when the text is one) to pick the row's media. */
export function CataloguePicker({ initialText, rowTitle, disabled, onPick }: CataloguePickerProps) {
  const t = useT('account');
  const rootRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(initialText);
  const [searched, setSearched] = useState(initialText);
  const [throttledSearch] = useState(() => createThrottle(setSearched));
  useEffect(() => () => throttledSearch.cancel(), [throttledSearch]);
  // Opening the search moves the keyboard into it, with the row's own text already searched.
  useEffect(() => rootRef.current?.querySelector('input')?.focus(), []);
  const { searchString, searchType } = catalogueSearch(searched);
  // The all-access search for the admin, who also sees restricted media.
  const results = useMediaSearch(searchString, searchType);

  return (
    <div ref={rootRef} className="account-catalogue-picker">
      <SearchBox<Media>
        label={t('inbox.searchLabel', { title: rowTitle })}
        placeholder={t('inbox.searchPlaceholder')}
        value={text}
        onValueChange={(value) => {
          setText(value);
          throttledSearch(value);
        }}
        results={text.trim() === '' ? [] : (results.data ?? [])}
        loading={results.isFetching || disabled}
        getKey={(media) => media.mediaID}
        onPick={(media) => !disabled && onPick(media)}
        renderResult={(media) => <MediaResult media={media} />}
      />
      {results.isError && <InlineError>{t('inbox.searchFailed')}</InlineError>}
    </div>
  );
}

function MediaResult({ media }: { media: Media }) {
  const creators = joinCreators(media.creators);
  return (
    <span className="account-media-result">
      <Cover src={coverPath(media)} alt="" size="xs" face={coverFace(media)} />
      <span className="account-media-result__text">
        <span className="account-media-result__title">{media.title}</span>
        <span>{[mediaTypeLabel(media.type), creators, media.isbn].filter(Boolean).join(' · ')}</span>
      </span>
    </span>
  );
}
