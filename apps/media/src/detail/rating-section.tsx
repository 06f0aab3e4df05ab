import type { UserMedia } from '@shelfmark/contract';
import { StarRating } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { usePatchShelfItem } from '../api/patch-shelf-item';

/** Clicking a star sets the rating, clicking the current one clears it to 0. */
export function RatingSection({ item }: { item: UserMedia }) {
  const t = useT('media');
  const patch = usePatchShelfItem(item);
  return <StarRating label={t('shelf.rating')} value={item.rating} onChange={(rating) => patch.mutate({ rating })} />;
}
