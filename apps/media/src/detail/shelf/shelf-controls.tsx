import { useAddToLibrary, usePatchEntry } from '@shelfmark/api-client/usermedias';
import { statusLabel, statusOptions, type Media, type Reading, type UserMedia } from '@shelfmark/contract';
import { ChevronDownIcon, FailureNotice, FavoriteToggle, Menu } from '@shelfmark/design-system';
import { SplitButton } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { FinishDate } from '../readings/finish-date';

/** 'Add To Library' off the shelf; favourite and status on it (Delete From Library sits at the end of the page). */
export function ShelfControls({ media, item }: { media: Media; item: UserMedia | null }) {
  return item ? <OnShelfControls media={media} item={item} /> : <AddToLibrary media={media} />;
}

/** In Library in one click; the arrow files it on another shelf, as the status menu would offer. */
function AddToLibrary({ media }: { media: Media }) {
  const t = useT('media');
  const add = useAddToLibrary();
  const { mediaID } = media;
  return (
    <div className="media-detail__shelf-controls">
      <SplitButton
        loading={add.isPending}
        loadingLabel={t('shelf.adding')}
        onClick={() => add.mutate({ mediaID })}
        menuLabel={t('shelf.chooseShelf')}
        items={statusOptions(media.type, null, media.publication).map((option) => ({ key: option.value, label: option.label }))}
        onSelect={(key) => {
          const option = statusOptions(media.type, null, media.publication).find((candidate) => candidate.value === key);
          if (option) add.mutate({ mediaID, status: option.value });
        }}
      >
        {t('shelf.addToLibrary')}
      </SplitButton>
      {add.error && <FailureNotice error={add.error} action="add" />}
    </div>
  );
}

function OnShelfControls({ media, item }: { media: Media; item: UserMedia }) {
  const t = useT('media');
  const patch = usePatchEntry();
  const options = statusOptions(media.type, item.status, media.publication);
  const [finished, setFinished] = useState<Reading | null>(null);
  const changeStatus = (status: UserMedia['status']) => {
    setFinished(null);
    patch.mutate({ entry: item, patch: { status } }, { onSuccess: (updated) => setFinished(justFinished(item, updated)) });
  };
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
          if (option) changeStatus(option.value);
        }}
      />
      {patch.error && <FailureNotice error={patch.error} action="save" />}
      {finished && <FinishDate key={finished.readingID} mediaID={media.mediaID} reading={finished} onDone={() => setFinished(null)} />}
    </div>
  );
}

/** The reading a status change ended or recorded: finished now, and not before. */
function justFinished(before: UserMedia, after: UserMedia): Reading | null {
  const finishedBefore = new Set(before.readings.filter((reading) => reading.dateFinished !== null).map((reading) => reading.readingID));
  return after.readings.find((reading) => reading.dateFinished !== null && !finishedBefore.has(reading.readingID)) ?? null;
}
