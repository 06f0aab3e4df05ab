// useSchemaForm, a package export of its own (`@shelfmark/design-system/form`): the federation's
// `@shelfmark/design-system` key does not match it, so the screens with forms bundle it and Home's
// first load goes without it (as api-client's operations, docs/adr/0010-data-layer.md). It holds
// no state of its own to share.
export { useSchemaForm } from './use-schema-form';
export type { SchemaForm, SchemaFormOptions, SchemaSource, TextFieldBinding } from './use-schema-form';
export type { FormErrors, SafeParseResult, SchemaIssue, SchemaLike } from './schema-like';
