import type { Media } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';

/**
 * "Added by {username}" for librarians and admins, who review what users add: the server
 * sends addedBy to them only, so nothing shows for others or when nobody is known.
 */
export function AddedBy({ media }: { media: Pick<Media, 'addedBy'> }) {
  const t = useT('media');
  if (!media.addedBy) return null;
  return <p className="media-detail__added-by">{t('detail.addedBy', { username: media.addedBy.username })}</p>;
}
