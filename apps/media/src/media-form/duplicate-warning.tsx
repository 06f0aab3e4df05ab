import { useSearchSuggestions } from '@shelfmark/api-client/search';
import { mediaPath, type MediaType } from '@shelfmark/contract';
import { AlertIcon, linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { findDuplicate } from './duplicate-title';
import type { ChosenCreator } from './form-values';

interface DuplicateWarningProps {
  type: MediaType;
  title: string;
  creators: readonly ChosenCreator[];
  creatorText: string;
}

/**
 * Add Media's warning that the catalogue has the record already, with a link to it. It searches
 * titles as the title changes (one request per 0.2 s, like every suggestion) and blocks nothing.
 */
export function DuplicateWarning({ type, title, creators, creatorText }: DuplicateWarningProps) {
  const t = useT('media');
  const titles = useSearchSuggestions('Title');
  const search = useRef(titles.update);
  search.current = titles.update;
  useEffect(() => search.current(title), [title]);
  const duplicate = findDuplicate(titles.results, { type, title, creators, creatorText });

  return (
    <div className="media-form__duplicate" role="status">
      {duplicate && (
        <>
          <AlertIcon className="media-form__duplicate-icon" />
          <p>
            {t(`form.duplicate.${type}`, { title: duplicate.title })}{' '}
            <Link className={linkClassName()} to={mediaPath(duplicate)}>
              {t('form.duplicateOpen', { title: duplicate.title })}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
