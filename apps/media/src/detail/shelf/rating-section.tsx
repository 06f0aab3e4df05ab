import { usePatchEntry } from '@shelfmark/api-client/usermedias';
import type { UserMedia } from '@shelfmark/contract';
import { StarRating } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';

/** Clicking a star sets the rating, clicking the current one clears it to 0. */
export function RatingSection({ item }: { item: UserMedia }) {
  const t = useT('media');
  const patch = usePatchEntry();
  return <StarRating label={t('shelf.rating')} value={item.rating} onChange={(rating) => patch.mutate({ entry: item, patch: { rating } })} />;
}
