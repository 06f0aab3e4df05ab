export * from './calendar';
export * from './shares';
export * from './year-review';
export * from './messages';
export * from './review-outline';
export * from './noindex';
