// The contract's checks of what users type on a media page. They bring zod, so they are a chunk
// of their own, fetched when a user first saves something here (`import('../checks')` from a
// section's folder), and a media page's first load goes without them (docs/adr/0019-first-screen.md).
export { EntryUpdateSchema, firstIssueMessage, RecommendationCreateSchema, TagValueSchema } from '@shelfmark/contract';
