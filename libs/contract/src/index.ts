export { GENRES, GenreIdSchema, GenreRefSchema, genreById, genreByName, genreLabel, genreRef } from './genres';
export type { Genre, GenreRef } from './genres';
export {
  MEDIA_TYPES,
  MEDIA_TYPE_VALUES,
  COVERS_PATH,
  MediaTypeSchema,
  coverName,
  coverFace,
  coverPath,
  mediaPath,
  mediaTypeFromPlural,
  mediaTypeInfo,
  mediaTypeLabel,
} from './media-types';
export type { MediaType, MediaTypeInfo } from './media-types';
export { STATUS_VALUES, StatusSchema, statusLabel, statusOptions } from './statuses';
export type { Status, StatusOption } from './statuses';
export {
  DEFAULT_HOME_SECTION,
  DEFAULT_LIBRARY,
  HOME_SECTIONS,
  HOME_SECTION_VALUES,
  HomeSectionSchema,
  LIBRARY_VALUES,
  LibrarySchema,
  isHomeSection,
  isLibrary,
  showsSortSelector,
} from './libraries';
export { SHELF_ORDER, librarySelectorOptions, shelfLabel } from './shelf-names';
export { capitalized, countedWord, mediaWords, progressRangeMessage, unitCount, wordValues } from './media-words';
export type { CountedWord, MediaWords } from './media-words';
export type { HomeSection, Library, LibraryOption } from './libraries';
export { DEFAULT_SORT, SORT_BY_VALUES, SORT_OPTIONS, SortBySchema, SortSchema, readSort, sortOptionFor } from './sort';
export type { Sort, SortBy, SortOption } from './sort';
export {
  SEARCH_TYPE_HOTKEYS,
  SEARCH_TYPE_VALUES,
  SearchRequestSchema,
  SearchTypeSchema,
  isSendableSearch,
  searchTypeForHotkey,
} from './search';
export type { SearchRequest, SearchType } from './search';
export * from './limits';
export * from './storage-keys';
export { EXTERNAL_LINKS } from './external-links';
export { addMediaPath, mediaRequestPath, readMediaPrefill, REQUEST_QUEUE_ID, REQUEST_QUEUE_PATH } from './media-prefill';
export type { MediaPrefill } from './media-prefill';
export { AREA_NAMES, REMOTE_LOCATIONS_ELEMENT_ID, ROUTES, ROUTE_IDS, routeDefinition, routesOfArea } from './routes';
export type { AreaName, RouteDefinition, RouteId, RouteIdOf } from './routes';
export { CALL_PREFIXES, MESSAGES } from './messages';
export { setTextTranslator, text, translatable, type TextTranslator } from './texts';
export type { CallPrefix } from './messages';
export { IsoDateSchema, IsoDateTimeSchema } from './date-schemas';
export { isAfterDay, toIsoDate } from './dates';
export { DATE_PRECISIONS, DatePrecisionSchema, PartialDateSchema, partialDateText, periodEnd, periodStart, readDateValue } from './partial-dates';
export type { DatePrecision, DatedValue } from './partial-dates';
export { releaseDateFormat, releaseDateValue } from './release-dates';
export { creatorDisplayName, joinCreators, splitCreatorName } from './creator-names';
export { compareByCreator, compareSortKeys, creatorSortKey, SORT_KEY_MAX_LENGTH, sortKey } from './sort-keys';

export { VALIDATION_MESSAGES } from './validation/messages';
export { firstIssueMessage } from './validation/first-issue-message';
export { EmailSchema, PasswordSchema, UsernameSchema } from './validation/user-fields';
export {
  NewPasswordFormSchema,
  NewPasswordSchema,
  PasswordResetRequestSchema,
  RegistrationFormSchema,
  RegistrationSchema,
  SignInSchema,
} from './validation/auth-payloads';
export type {
  NewPassword,
  NewPasswordForm,
  PasswordResetRequest,
  Registration,
  RegistrationForm,
  SignIn,
} from './validation/auth-payloads';
export {
  CoverFileNameSchema,
  NonNegativeIntSchema,
  NumEpisodesSchema,
  RatingSchema,
  ReadingDateSchema,
  TagValueSchema,
  progressSchema,
  readingDateSchema,
} from './validation/media-fields';
export { parseProgress, progressError } from './validation/progress';
export { cleanStoredText, isUnstorableText, TOO_DEEP_MESSAGE, UNSTORABLE_TEXT_MESSAGE, withoutStrayControls } from './validation/stored-text';

export { IdSchema } from './entities/ids';
export { CreatorCreatedSchema, CreatorSchema, NewCreatorSchema } from './entities/creator';
export type { Creator, CreatorCreated, NewCreator } from './entities/creator';
export { SeriesCreatedSchema, SeriesSchema } from './entities/series';
export type { Series, SeriesCreated } from './entities/series';
export { TagSchema } from './entities/tag';
export type { Tag } from './entities/tag';
export { SubmediaSchema } from './entities/submedia';
export * from './entities/external-ids';
export * from './episodes/episode-order';
export * from './episodes/watches';
export type { Submedia } from './entities/submedia';
export { MediaSchema } from './entities/media';
export type { Media, MediaAddedBy } from './entities/media';
export { CreatorDetailSchema, SeriesDetailSchema, TagDetailSchema } from './entities/details';
export type { CreatorDetail, SeriesDetail, TagDetail } from './entities/details';
export { JournalEntrySchema, ReadingSchema, ReadingStatusSchema, ReadingSummarySchema } from './entities/reading';
export type { JournalEntry, Reading, ReadingStatus, ReadingSummary } from './entities/reading';
export { RecommendationSchema } from './entities/recommendation';
export type { Recommendation } from './entities/recommendation';
export { UserMediaPatchSchema, UserMediaSchema } from './entities/user-media';
export type { UserMedia, UserMediaPatch } from './entities/user-media';
export {
  ROLE_VALUES,
  ResetTokenValiditySchema,
  RoleSchema,
  SessionTokenPayloadSchema,
  SessionVerificationSchema,
  TokenResponseSchema,
  UserSchema,
  readSessionTokenPayload,
} from './entities/user';
export type { Role, SessionTokenPayload, TokenResponse, User } from './entities/user';
export { HealthSchema } from './entities/health';
export type { Health } from './entities/health';
export { MediaRequestSchema } from './entities/media-request';
export type { MediaRequest } from './entities/media-request';
export { IsbnSchema, MediaCreateSchema, MediaCreatedSchema, MediaUpdateSchema } from './entities/media-write';
export type { MediaCreate, MediaCreated, MediaUpdate } from './entities/media-write';

export { SubmediaWriteSchema } from './entities/media-write';
export type { SubmediaWrite } from './entities/media-write';
export { MAX_WHOLE_NUMBER } from './validation/media-fields';
export { USERNAME_MAX_LENGTH } from './validation/user-fields';
export { UserMediaSummarySchema } from './entities/user-media-summary';
export type { UserMediaSummary } from './entities/user-media-summary';
export { TagSummarySchema } from './entities/tag-summary';
export type { TagSummary } from './entities/tag-summary';
export { BugReportRecordSchema, CoverUploadedSchema, MediaRequestRecordSchema, MediaRequestStatusSchema } from './entities/records';
export type { BugReportRecord, CoverUploaded, MediaRequestRecord, MediaRequestStatus } from './entities/records';
export {
  CatalogPageQuerySchema,
  CatalogTypePageQuerySchema,
  LibraryListQuerySchema,
  LibraryPageQuerySchema,
  LibraryTotalQuerySchema,
  LibraryTypePageQuerySchema,
  LibraryTypeTotalQuerySchema,
  MAX_PAGE_SIZE,
  MediaTypeQuerySchema,
  SHELF_VALUES,
  ShelfGenreQuerySchema,
  ShelfSchema,
} from './validation/library-queries';
export type { LibraryPageQuery, Shelf } from './validation/library-queries';
export { readingChange, statusReadings, type ReadingChange, type StatusReadings } from './status-readings';
export {
  EntryCreateSchema,
  EntryUpdateSchema,
  ReadingCreateSchema,
  ReadingEndSchema,
  ReadingUpdateSchema,
  RecommendationCreateSchema,
  TagCreateQuerySchema,
  TagRenameSchema,
  UserSubmediaPatchSchema,
  apiReadingDateSchema,
} from './validation/shelf-payloads';
export type { EntryCreate, EntryUpdate, ReadingCreate, ReadingEnd, ReadingUpdate, RecommendationCreate, TagRename } from './validation/shelf-payloads';
export {
  BugReportSchema,
  CoverNameSchema,
  CreatorCreateSchema,
  MediaRequestCreateSchema,
  MediaRequestListQuerySchema,
  MediaRequestPatchSchema,
  matchesMediaRequestFilter,
  mediaRequestOutcome,
  SeriesCreateSchema,
} from './validation/request-payloads';
export type {
  BugReport,
  CreatorCreate,
  MediaRequestCreate,
  MediaRequestListFilter,
  MediaRequestPatch,
  SeriesCreate,
} from './validation/request-payloads';
export { LibrarySearchRequestSchema, SearchCallSchema, SearchResultsSchema } from './search-payloads';
export type { LibrarySearchRequest, SearchCall, SearchResults } from './search-payloads';
export { API_MESSAGES, externalIdTakenMessage } from './api-messages';
export { may, mayUploadCover, mayWriteRestricted, mediaWriteForRole, ROLES_THAT_MAY, type RoleAction } from './permissions';
export * from './entities/imports';
export * from './entities/lookup';
export { matchesRoutePattern, resolvePath, routeIdForPath } from './resolve-path';
export type { PathResolution } from './resolve-path';
export { SESSION_CHECK_CALL, firstCallRouteOf, firstCallsOf } from './first-calls';
export { callKey } from './api-call';
export { readShelfView } from './shelf-view';
export { REMEMBERED_CHOICES, storedChoice } from './remembered-choices';
export type { RememberedChoiceName, RememberedChoiceRule, RememberedChoices } from './remembered-choices';
export type { ShelfView } from './shelf-view';
export type { FirstCallContext } from './first-calls';
export type { ApiCall } from './api-call';
export * from './entities/demo-catalogue';
export * from './stats';
export * from './year-share';
export { FAILURE_KINDS, failureOf, type Failure, type FailureKind } from './failures';
export * from './access/tokens';
export * from './access/webhooks';
export * from './access/sessions';
export * from './access/oidc';
export * from './access/account';
export * from './access/two-factor';
export * from './integrations/integrations';
export * from './integrations/koreader';
export * from './integrations/audiobookshelf';
export * from './integrations/media-servers';
export * from './admin/backups';
export * from './admin/admin';
export * from './reminders/reminders';
export * from './admin/remote-releases';
