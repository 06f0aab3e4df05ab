import { usePatchEntry } from '@shelfmark/api-client/usermedias';
import type { UserMedia } from '@shelfmark/contract';
import { StarRating } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';

/** "Your rating", labelled on screen: clicking a star sets it, clicking the current one clears it to 0. */
export function RatingSection({ item }: { item: UserMedia }) {
  const t = useT('media');
  const patch = usePatchEntry();
  return (
    <div className="media-detail__rating">
      <span className="media-detail__rating-label" aria-hidden="true">
        {t('shelf.rating')}
      </span>
      <StarRating label={t('shelf.rating')} value={item.rating} onChange={(rating) => patch.mutate({ entry: item, patch: { rating } })} />
    </div>
  );
}
