import { useMediaSearch } from '@shelfmark/api-client/search';
import { isSendableSearch } from '@shelfmark/contract';
import { Button, FailureNotice, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useId, useState } from 'react';

interface BookLinkPickerProps {
  /** Links the row to the chosen book; settles when the server has answered. */
  onLink: (mediaID: number) => void;
  linking: boolean;
}

/** Finds a book by title in what the user may see (the catalogue, their shelf among it) and links it. */
export function BookLinkPicker({ onLink, linking }: BookLinkPickerProps) {
  const t = useT('account');
  const headingId = useId();
  const [text, setText] = useState('');
  const search = useMediaSearch(text.trim());
  const books = (search.data ?? []).filter((media) => media.type === 'book').slice(0, 8);
  const searched = isSendableSearch(text.trim()) && search.isSuccess;
  return (
    <section className="book-sync__picker" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('bookSync.books.linkHeading')}</h4>
      <TextField type="search" label={t('bookSync.books.search')} hint={t('bookSync.books.searchHint')} value={text} onChange={(event) => setText(event.target.value)} />
      {search.isError && <FailureNotice error={search.error} action="load" onRetry={() => void search.refetch()} />}
      {searched && books.length === 0 && <p>{t('bookSync.books.noResults')}</p>}
      {books.length > 0 && (
        <ul className="book-sync__results">
          {books.map((book) => (
            <li key={book.mediaID}>
              <Button variant="secondary" size="sm" disabled={linking} onClick={() => onLink(book.mediaID)}>
                {t('bookSync.books.link', { title: book.title })}
              </Button>
              {book.creators.length > 0 && <span> {book.creators.map((creator) => creator.name).join(', ')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
