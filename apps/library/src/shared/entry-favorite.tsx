import type { UserMediaSummary } from '@shelfmark/contract';
import { FavoriteToggle } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useFavorite } from './use-favorite';

/** The favourite star of one library entry. */
export function EntryFavorite({ entry }: { entry: UserMediaSummary }) {
  const t = useT('library');
  const { favorited, toggle } = useFavorite(entry);
  return <FavoriteToggle pressed={favorited} onChange={toggle} size="sm" label={t('favorite', { title: entry.media.title })} />;
}
