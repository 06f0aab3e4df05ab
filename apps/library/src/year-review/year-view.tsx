import { MonthStrip } from './month-strip';
import { YearHighlights } from './year-highlights';
import { YearTotals } from './year-totals';
import type { ViewReview } from './year-view-model';
import './year-review.css';
import './year-review-print.css';

/** A year in review, the owner's or a share link's: totals, the months, highlights (when something was finished). */
export function YearView({ review }: { review: ViewReview }) {
  return (
    <div className="year-review__body">
      <YearTotals totals={review.totals} episodes={review.episodesByMonth?.reduce((sum, count) => sum + count, 0) ?? 0} />
      {review.items.length > 0 && <YearHighlights review={review} />}
      <MonthStrip year={review.year} items={review.items} episodes={review.episodesByMonth} />
    </div>
  );
}
