import { useAddToLibrary, usePatchEntry } from '@shelfmark/api-client/usermedias';
import { statusLabel, statusOptions, type Media, type UserMedia } from '@shelfmark/contract';
import { Button, ChevronDownIcon, FailureNotice, FavoriteToggle, Menu } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { DeleteFromLibrary } from './delete-from-library';

/** 'Add To Library' off the shelf; favourite, status and Delete From Library on it. */
export function ShelfControls({ media, item }: { media: Media; item: UserMedia | null }) {
  return item ? <OnShelfControls media={media} item={item} /> : <AddToLibrary mediaID={media.mediaID} />;
}

function AddToLibrary({ mediaID }: { mediaID: number }) {
  const t = useT('media');
  const add = useAddToLibrary();
  return (
    <div className="media-detail__shelf-controls">
      <Button variant="primary" loading={add.isPending} loadingLabel={t('shelf.adding')} onClick={() => add.mutate(mediaID)}>
        {t('shelf.addToLibrary')}
      </Button>
      {add.error && <FailureNotice error={add.error} action="add" />}
    </div>
  );
}

function OnShelfControls({ media, item }: { media: Media; item: UserMedia }) {
  const t = useT('media');
  const patch = usePatchEntry();
  const options = statusOptions(media.type, item.status, media.publication);
  return (
    <div className="media-detail__shelf-controls">
      <FavoriteToggle label={t('shelf.favorite')} pressed={item.favorited} onChange={(favorited) => patch.mutate({ entry: item, patch: { favorited } })} />
      <Menu
        className="sm-dropdown"
        triggerClassName="sm-dropdown__trigger"
        trigger={
          <>
            {statusLabel(media.type, item.status)}
            <ChevronDownIcon className="sm-dropdown__chevron" />
          </>
        }
        triggerLabel={t('shelf.statusValue', { value: statusLabel(media.type, item.status) })}
        menuLabel={t('shelf.status')}
        items={options.map((option) => ({ key: option.value, label: option.label }))}
        onSelect={(key) => {
          const option = options.find((candidate) => candidate.value === key);
          if (option) patch.mutate({ entry: item, patch: { status: option.value } });
        }}
      />
      <DeleteFromLibrary entry={item} />
      {patch.error && <FailureNotice error={patch.error} action="save" />}
    </div>
  );
}
