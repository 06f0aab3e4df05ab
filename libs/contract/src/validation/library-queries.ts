import { z } from 'zod';
import { GENRES } from '../genres';
import { CATALOG_PAGE_SIZE, LIBRARY_PAGE_SIZE } from '../limits';
import { MEDIA_TYPE_VALUES, MEDIA_TYPES, type MediaType } from '../media-types';
import { SortBySchema } from '../sort';
import { STATUS_VALUES } from '../statuses';
import { VALIDATION_MESSAGES } from './messages';

export const MAX_PAGE_SIZE = 100;

/**
 * The `library` of the shelf calls: a status (currentlyReading included, for the home
 * screen), 'recent' (every item, newest first by default) or 'favorites'.
 */
export const SHELF_VALUES = [...STATUS_VALUES, 'recent', 'favorites'] as const;
export const ShelfSchema = z.enum(SHELF_VALUES, VALIDATION_MESSAGES.unknownLibrary);
export type Shelf = z.infer<typeof ShelfSchema>;

const PLURAL_LABELS = MEDIA_TYPES.map((info) => info.plural);

/** A media type in a query: its value (book) or the plural label of /library?type= (Books). */
export const MediaTypeQuerySchema = z
  .enum([...MEDIA_TYPE_VALUES, ...PLURAL_LABELS] as [string, ...string[]], VALIDATION_MESSAGES.unknownType)
  .transform((value): MediaType => MEDIA_TYPES.find((info) => info.value === value || info.plural === value)?.value ?? 'book');

const pageNumber = z.coerce
  .number(VALIDATION_MESSAGES.pageNumberRange)
  .int(VALIDATION_MESSAGES.pageNumberRange)
  .min(1, VALIDATION_MESSAGES.pageNumberRange)
  .max(1_000_000, VALIDATION_MESSAGES.pageNumberRange)
  .default(1);

const pageSize = (fallback: number) =>
  z.coerce
    .number(VALIDATION_MESSAGES.pageSizeRange)
    .int(VALIDATION_MESSAGES.pageSizeRange)
    .min(1, VALIDATION_MESSAGES.pageSizeRange)
    .max(MAX_PAGE_SIZE, VALIDATION_MESSAGES.pageSizeRange)
    .default(fallback);

const asc = z
  .enum(['true', 'false'], VALIDATION_MESSAGES.ascBoolean)
  .transform((value) => value === 'true')
  .default(true);

const shelf = ShelfSchema.default('read');

/** genre of the paged shelf calls and their totals: 0 or absent for none, else a genre id (1-17). */
export const ShelfGenreQuerySchema = z.coerce
  .number(VALIDATION_MESSAGES.unknownGenre)
  .int(VALIDATION_MESSAGES.unknownGenre)
  .refine((id) => id === 0 || GENRES.some((info) => info.id === id), VALIDATION_MESSAGES.unknownGenre)
  .default(0);

/** GET /usermedias/library?library= */
export const LibraryListQuerySchema = z.object({ library: shelf });

/** GET /usermedias/library/page: pageNumber counts from 1; sortBy creator (last name), title or recent (date added). */
export const LibraryPageQuerySchema = z.object({
  pageNumber,
  pageSize: pageSize(LIBRARY_PAGE_SIZE),
  library: shelf,
  sortBy: z.enum(SortBySchema.options, VALIDATION_MESSAGES.unknownSortBy).default('creator'),
  asc,
  genre: ShelfGenreQuerySchema,
});
export type LibraryPageQuery = z.infer<typeof LibraryPageQuerySchema>;

export const LibraryTypePageQuerySchema = LibraryPageQuerySchema.extend({ type: MediaTypeQuerySchema });
export const LibraryTotalQuerySchema = z.object({ library: shelf, genre: ShelfGenreQuerySchema });
export const LibraryTypeTotalQuerySchema = LibraryTotalQuerySchema.extend({ type: MediaTypeQuerySchema });

/** GET /medias/catalog…: pageNumber counts from 1. */
export const CatalogPageQuerySchema = z.object({ pageNumber, pageSize: pageSize(CATALOG_PAGE_SIZE) });
export const CatalogTypePageQuerySchema = CatalogPageQuerySchema.extend({ type: MediaTypeQuerySchema });
