import { createThrottle } from '@shelfmark/api-client';
import { useMediaSearch } from '@shelfmark/api-client/search';
import { useTagMedia } from '@shelfmark/api-client/usermedias';
import type { Media } from '@shelfmark/contract';
import { FailureNotice, SearchBox } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useEffect, useState } from 'react';
import { SearchResult } from './search-result';

export interface AddMediaSearchProps {
  tagID: number;
  tagValue: string;
  onAdded: () => void;
}

/**
 * A title search (the all-access one for the admin, as the nav search); picking a result puts
 * the tag on it, adding it to the shelf first if needed.
 */
export function AddMediaSearch({ tagID, tagValue, onAdded }: AddMediaSearchProps) {
  const t = useT('catalog');
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [throttledSearch] = useState(() => createThrottle(setSearched));
  useEffect(() => () => throttledSearch.cancel(), [throttledSearch]);
  const results = useMediaSearch(searched);
  const tagMedia = useTagMedia();

  const pick = (media: Media) =>
    tagMedia.mutate(
      { mediaID: media.mediaID, tagID },
      {
        onSuccess: () => {
          setText('');
          onAdded();
        },
      },
    );

  return (
    <div className="catalog-add-media">
      <SearchBox<Media>
        label={t('tag.searchLabel', { tag: tagValue })}
        placeholder={t('tag.searchPlaceholder')}
        value={text}
        onValueChange={(value) => {
          setText(value);
          throttledSearch(value);
        }}
        results={text.trim() === '' ? [] : (results.data ?? [])}
        loading={results.isFetching || tagMedia.isPending}
        getKey={(media) => media.mediaID}
        onPick={pick}
        renderResult={(media) => <SearchResult media={media} />}
      />
      {results.isError && <FailureNotice error={results.error} action="search" />}
      {tagMedia.isError && <FailureNotice error={tagMedia.error} action="save" />}
    </div>
  );
}
