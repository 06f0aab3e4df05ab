import { useAddToLibrary, useInLibrary } from '@shelfmark/api-client/usermedias';
import { useT } from '@shelfmark/i18n';
import { Button, CheckIcon, FailureNotice } from '@shelfmark/design-system';
import './shelf-status.css';

/** Whether an item is on the user's shelf, or an 'Add To Library' button in its place. */
export function ShelfStatus({ mediaID, title }: { mediaID: number; title: string }) {
  const t = useT('catalog');
  const inLibrary = useInLibrary(mediaID);
  const add = useAddToLibrary();

  if (inLibrary.isPending) return null;
  if (inLibrary.data === true) {
    return (
      <p className="catalog-shelf-status">
        <CheckIcon aria-hidden="true" />
        {t('shelf.onShelf')}
      </p>
    );
  }
  return (
    <div className="catalog-shelf-status">
      <Button
        size="sm"
        variant="secondary"
        loading={add.isPending}
        aria-label={t('shelf.addLabel', { title })}
        onClick={() => add.mutate(mediaID)}
      >
        {t('shelf.add')}
      </Button>
      {add.isError && <FailureNotice error={add.error} action="add" />}
    </div>
  );
}
