// Resolved by the builds and the tests to query-core's own hydration (tools/rspack/query-hydration.ts).
declare module '@shelfmark/query-hydration' {
  export { dehydrate, hydrate } from '@tanstack/query-core';
}
