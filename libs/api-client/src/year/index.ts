export { getYearReview, getYearReviewQueryOptions, useYearReview } from './year-review';
