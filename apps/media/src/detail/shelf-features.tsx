import type { Media, UserMedia } from '@shelfmark/contract';
import { AfterFirstPaint } from '@shelfmark/design-system';
import { EntriesSection } from './journal/entries-section';
import { IntegrationHistorySection } from './integration-history/integration-history-section';
import { DeleteFromLibrary } from './shelf/delete-from-library';
import { ProgressCard } from './shelf/progress-card';
import { RatingSection } from './shelf/rating-section';
import { ReadingsSection } from './readings/readings-section';
import { RecommendationsSection } from './recommendations/recommendations-section';
import { ReviewSection } from './review/review-section';
import { TagsSection } from './tags/tags-section';

/**
 * Everything the user keeps about an item on their shelf; its readings, journal and
 * recommendations, below the fold, a frame after the rest; Delete From Library last, out of the
 * way of everyday changes.
 */
export function ShelfFeatures({ media, item }: { media: Media; item: UserMedia }) {
  return (
    <div className="media-detail__features">
      <RatingSection item={item} />
      {item.status === 'currentlyReading' && <ProgressCard media={media} item={item} />}
      <ReviewSection item={item} />
      <TagsSection item={item} />
      <AfterFirstPaint>
        <ReadingsSection item={item} type={media.type} />
        <IntegrationHistorySection item={item} />
        <EntriesSection item={item} type={media.type} />
        <RecommendationsSection item={item} />
      </AfterFirstPaint>
      <DeleteFromLibrary entry={item} />
    </div>
  );
}
