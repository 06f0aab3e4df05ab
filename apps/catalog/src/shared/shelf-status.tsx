import { useAddToLibrary, useInLibrary } from '@shelfmark/api-client/usermedias';
import { statusOptions, type Media, type Status } from '@shelfmark/contract';
import { AddToLibrary } from '@shelfmark/design-system/controls';
import './shelf-status.css';

export interface ShelfStatusProps {
  media: Pick<Media, 'mediaID' | 'title' | 'type' | 'publication'>;
  /** Drawn in a tight row (the shell's search results) rather than under a card. */
  inline?: boolean;
}

/**
 * Whether an item is on the user's shelf, or 'Add To Library' in its place: In Library in one
 * click, another shelf from its arrow (the statuses the status menu would offer). The shell's
 * search draws it too, taken from this remote's routes module.
 */
export function ShelfStatus({ media, inline = false }: ShelfStatusProps) {
  const { mediaID } = media;
  const inLibrary = useInLibrary(mediaID);
  const add = useAddToLibrary();
  if (inLibrary.isPending) return null;
  return (
    <AddToLibrary
      className={inline ? undefined : 'catalog-shelf-status'}
      menuAlign={inline ? 'end' : 'start'}
      title={media.title}
      shelves={statusOptions(media.type, null, media.publication).map((option) => ({ key: option.value, label: option.label }))}
      onShelf={inLibrary.data === true}
      adding={add.isPending}
      onAdd={(status) => add.mutate({ mediaID, ...(status ? { status: status as Status } : {}) })}
      failure={add.isError ? add.error : null}
    />
  );
}
