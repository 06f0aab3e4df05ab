export { createRecommendation, postRecommendation, useCreateRecommendation } from './create-recommendation';
export type { NewRecommendation } from './create-recommendation';
