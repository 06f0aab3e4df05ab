import { z } from 'zod';
import { IsoDateTimeSchema } from '../date-schemas';
import { IdSchema } from '../entities/ids';
import { MediaTypeSchema } from '../media-types';
import { STATUS_VALUES } from '../statuses';
import { YEAR_SHARE_MESSAGES } from './messages';
import { ReviewYearSchema, SharedYearReviewSchema } from './year-review';

/** A shelf that can be shared: one status, or the favourites. */
export const SHARE_SHELF_VALUES = [...STATUS_VALUES, 'favorites'] as const;
export const ShareShelfSchema = z.enum(SHARE_SHELF_VALUES, 'shelf must be one of read, DNF, TBR, currentlyReading, watch, library or favorites');
export type ShareShelf = z.infer<typeof ShareShelfSchema>;

/** Titles are always shown; these the owner picks. Tags (the favourite tags) exist on a year in review only. */
export const SHARE_FIELD_VALUES = ['covers', 'creators', 'ratings', 'reviews', 'tags'] as const;
export type ShareField = (typeof SHARE_FIELD_VALUES)[number];

const choice = z.boolean('Each field is true or false');

export const YearShareFieldsSchema = z.strictObject({ covers: choice, creators: choice, ratings: choice, reviews: choice, tags: choice });
/** A shelf has no favourite tags: tags may be left out or false. */
export const ShelfShareFieldsSchema = z.strictObject({
  covers: choice,
  creators: choice,
  ratings: choice,
  reviews: choice,
  tags: z.literal(false, YEAR_SHARE_MESSAGES.tagsOnYearOnly).optional(),
});
export type ShareFields = z.infer<typeof YearShareFieldsSchema>;

export const SHARE_TITLE_MAX = 80;
const ShareTitleSchema = z
  .string('The title is text')
  .trim()
  .max(SHARE_TITLE_MAX, `The title can be at most ${SHARE_TITLE_MAX} characters`)
  .nullable()
  .transform((title) => title || null);

export const ShareCreateSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('year'), year: ReviewYearSchema, fields: YearShareFieldsSchema, title: ShareTitleSchema.optional() }),
    z.strictObject({
      kind: z.literal('shelf'),
      shelf: ShareShelfSchema,
      type: MediaTypeSchema.nullable().optional(),
      fields: ShelfShareFieldsSchema,
      title: ShareTitleSchema.optional(),
    }),
  ],
  'kind must be year or shelf',
);
export type ShareCreate = z.input<typeof ShareCreateSchema>;

/** What may change on a link: its title and the fields it shows (the fields of its kind, all of them). */
export const ShareUpdateSchema = z.strictObject({
  title: ShareTitleSchema.optional(),
  fields: z.union([YearShareFieldsSchema, ShelfShareFieldsSchema], 'fields must give each field as true or false').optional(),
});
export type ShareUpdate = z.input<typeof ShareUpdateSchema>;

/** A link as its owner sees it. */
export const ShareLinkSchema = z.object({
  id: IdSchema,
  token: z.string(),
  /** The public page's absolute address. */
  url: z.string(),
  kind: z.enum(['year', 'shelf']),
  year: ReviewYearSchema.nullable(),
  shelf: ShareShelfSchema.nullable(),
  type: MediaTypeSchema.nullable(),
  fields: YearShareFieldsSchema,
  title: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  lastOpenedAt: IsoDateTimeSchema.nullable(),
  openCount: z.number().int().nonnegative(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

/** At most this many links per user; a 409 past it says to revoke one. */
export const SHARE_LINKS_MAX = 50;
/** Items per page of a shared shelf. */
export const SHARED_SHELF_PAGE_SIZE = 48;

/** An item of a shared shelf: its title and type, then only the fields the owner chose. */
export const SharedShelfItemSchema = z.strictObject({
  type: MediaTypeSchema,
  title: z.string(),
  cover: z.string().optional(),
  creators: z.string().optional(),
  rating: z.number().int().min(0).max(10).optional(),
  review: z.string().nullable().optional(),
});
export type SharedShelfItem = z.infer<typeof SharedShelfItemSchema>;

export const SharedPageQuerySchema = z.object({
  page: z.coerce.number('page must be a whole number from 1').int('page must be a whole number from 1').min(1, 'page must be a whole number from 1').max(100_000, 'page is too large').default(1),
});

/** What a share link's public page shows: nothing that names the owner, the items or the link itself. */
export const SharedViewSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('year'), title: z.string().nullable(), year: ReviewYearSchema, review: SharedYearReviewSchema }),
  z.strictObject({
    kind: z.literal('shelf'),
    title: z.string().nullable(),
    shelf: ShareShelfSchema,
    type: MediaTypeSchema.nullable(),
    items: z.array(SharedShelfItemSchema),
    page: z.number().int().positive(),
    pageCount: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
]);
export type SharedView = z.infer<typeof SharedViewSchema>;
