import type { LinkedBook } from '@shelfmark/contract';
import { Button, FailureNotice } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useId } from 'react';
import { BookLinkPicker } from './book-link-picker';
import type { useInboxActions } from '@shelfmark/api-client/book-sync';

interface SyncInboxRowProps {
  id: number;
  /** The row's name, e.g. "Kobo: 42%". */
  label: string;
  book: LinkedBook | null;
  finished: boolean;
  done: boolean;
  actions: ReturnType<typeof useInboxActions>;
}

/**
 * One synced document or listened item: waiting for a book (with the search to link one, or Skip),
 * or the book it moves, with Mark Done once the end is reached.
 */
export function SyncInboxRow({ id, label, book, finished, done, actions }: SyncInboxRowProps) {
  const t = useT('account');
  const headingId = useId();
  const failed =
    (actions.link.isError && actions.link.variables?.id === id) || (actions.done.isError && actions.done.variables === id) || (actions.skip.isError && actions.skip.variables === id);
  const error = actions.link.error ?? actions.done.error ?? actions.skip.error;
  return (
    <article className="book-sync__row" aria-labelledby={headingId}>
      <h4 id={headingId}>{label}</h4>
      {book === null ? (
        <>
          <p>{t('bookSync.books.notLinked')}</p>
          <BookLinkPicker linking={actions.link.isPending} onLink={(mediaID) => actions.link.mutate({ id, mediaID })} />
          <div>
            <Button variant="secondary" size="sm" loading={actions.skip.isPending && actions.skip.variables === id} loadingLabel={t('bookSync.books.skipping')} onClick={() => actions.skip.mutate(id)}>
              {t('bookSync.books.skip')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{t('bookSync.books.linkedTo', { title: book.title })}</p>
          {done && <p>{t('bookSync.books.done')}</p>}
          {finished && !done && (
            <p>
              {t('bookSync.books.atEnd')}{' '}
              <Button size="sm" loading={actions.done.isPending && actions.done.variables === id} loadingLabel={t('bookSync.books.marking')} onClick={() => actions.done.mutate(id)}>
                {t('bookSync.books.markDone')}
              </Button>
            </p>
          )}
        </>
      )}
      {failed && error && <FailureNotice error={error} action="save" />}
    </article>
  );
}
