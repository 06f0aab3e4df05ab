import { useAddToLibrary, useInLibrary } from '@shelfmark/api-client/usermedias';
import { statusOptions, type Media } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';
import { CheckIcon, FailureNotice } from '@shelfmark/design-system';
import { SplitButton } from '@shelfmark/design-system/controls';
import './shelf-status.css';

/**
 * Whether an item is on the user's shelf, or 'Add To Library' in its place: In Library in one
 * click, another shelf from its arrow (the statuses the status menu would offer).
 */
export function ShelfStatus({ media }: { media: Pick<Media, 'mediaID' | 'title' | 'type' | 'publication'> }) {
  const { mediaID, title } = media;
  const t = useT('catalog');
  const inLibrary = useInLibrary(mediaID);
  const add = useAddToLibrary();

  if (inLibrary.isPending) return null;
  const options = statusOptions(media.type, null, media.publication);
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
      <SplitButton
        size="sm"
        variant="secondary"
        loading={add.isPending}
        actionLabel={t('shelf.addLabel', { title })}
        onClick={() => add.mutate({ mediaID })}
        menuLabel={t('shelf.chooseShelf', { title })}
        items={options.map((option) => ({ key: option.value, label: option.label }))}
        onSelect={(key) => {
          const option = options.find((candidate) => candidate.value === key);
          if (option) add.mutate({ mediaID, status: option.value });
        }}
      >
        {t('shelf.add')}
      </SplitButton>
      {add.isError && <FailureNotice error={add.error} action="add" />}
    </div>
  );
}
