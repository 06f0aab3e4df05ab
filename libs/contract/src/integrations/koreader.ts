import { z } from 'zod';
import { IsoDateTimeSchema } from '../date-schemas';
import { IdSchema } from '../entities/ids';
import { IntegrationStatusSchema, INTEGRATION_NAME_MAX_LENGTH } from './integrations';

/**
 * KOReader's "Progress sync" plugin (plugins/kosync.koplugin) speaks to a custom server at
 * this path below Shelfmark's address: it appends /users/auth, /syncs/progress and so on.
 */
export const KOREADER_SERVER_PATH = '/api/v1/koreader';
/** The Accept header every call of the plugin carries (KOSyncClient.lua, the GinClient middleware). */
export const KOREADER_MEDIA_TYPE = 'application/vnd.koreader.v1+json';

/** A progress at or past this share of the book counts as its end: the card offers Mark Done. */
export const FINISHED_SHARE = 0.99;

/**
 * The error numbers of KOReader's reference server (koreader/koreader-sync-server,
 * config/errors.lua and app/controllers/1/syncs_controller.lua), with their status codes; the
 * plugin shows the message to the reader.
 */
export const KOREADER_ERRORS = {
  unauthorized: { code: 2001, status: 401, message: 'Unauthorized' },
  invalidFields: { code: 2003, status: 403, message: 'Invalid request' },
  documentMissing: { code: 2004, status: 403, message: "Field 'document' not provided." },
  registrationDisabled: {
    code: 2005,
    status: 402,
    message: 'Accounts are made in Shelfmark: sign in with your Shelfmark username and the sync key from its Integrations page',
  },
  documentNotServable: { code: 2007, status: 403, message: "Field 'document' must be letters, digits or _" },
} as const;
export type KoreaderError = keyof typeof KOREADER_ERRORS;

/** A KOReader document id: what the reference server can store and serve back (letters, digits, _). */
export const KOREADER_DOCUMENT_PATTERN = /^[A-Za-z0-9_]{1,128}$/;

/** What a KOReader or Audiobookshelf integration keeps in its settings. */
export const BookSyncSettingsSchema = z.object({
  /** At the end of the book, mark it Read without asking. */
  autoMarkDone: z.boolean().default(false),
});
export type BookSyncSettings = z.infer<typeof BookSyncSettingsSchema>;

export const KOREADER_MESSAGES = {
  nameTooLong: `A name can be at most ${INTEGRATION_NAME_MAX_LENGTH} characters`,
  documentNotFound: 'Document not found',
  notABook: 'Only a book can follow a reader’s progress',
  notLinked: 'Link the document to a book first',
  notFinished: 'The book is not finished yet',
} as const;

/** Body of POST /integrations/koreader. */
export const KoreaderCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(INTEGRATION_NAME_MAX_LENGTH, KOREADER_MESSAGES.nameTooLong).optional(),
    autoMarkDone: z.boolean().optional(),
  })
  .strict();
export type KoreaderCreate = z.input<typeof KoreaderCreateSchema>;

/** Answer of POST /integrations/koreader: the only time the sync key is shown. */
export const CreatedKoreaderSchema = z.object({
  integration: IntegrationStatusSchema,
  /** What KOReader's "Username" field takes. */
  username: z.string(),
  /** What KOReader's "Password" field takes (a personal token with the sync scope). */
  syncKey: z.string(),
  /** Appended to Shelfmark's address, what KOReader's "Custom sync server" field takes. */
  serverPath: z.string(),
});
export type CreatedKoreader = z.infer<typeof CreatedKoreaderSchema>;

/** The book a synced document or listened item moves. */
export const LinkedBookSchema = z.object({ mediaID: IdSchema, title: z.string(), numPages: z.number().int().nullable() });
export type LinkedBook = z.infer<typeof LinkedBookSchema>;

/** A document KOReader has synced: in the inbox until it is linked to a book. */
export const KoreaderDocumentSchema = z.object({
  documentID: IdSchema,
  integrationID: IdSchema,
  /** KOReader's id of the file (an MD5 of its content or its name). */
  document: z.string(),
  device: z.string(),
  percentage: z.number(),
  updated: IsoDateTimeSchema,
  book: LinkedBookSchema.nullable(),
  /** At the end of the book (percentage ≥ FINISHED_SHARE). */
  finished: z.boolean(),
  /** The book is on the shelf as Read. */
  done: z.boolean(),
});
export type KoreaderDocument = z.infer<typeof KoreaderDocumentSchema>;

/** Body of PUT …/link: the book (from the catalogue or the shelf) a document or item moves from now on. */
export const BookLinkSchema = z.object({ mediaID: IdSchema }).strict();
export type BookLink = z.infer<typeof BookLinkSchema>;


const percent = (share: number) => `${Math.round(Math.min(1, Math.max(0, share)) * 100)}%`;

/** The history line of a progress: "Read to 42% on KOReader (Kobo)", "Listened to 10% on Audiobookshelf". */
export function syncedProgressLine(verb: 'Read' | 'Listened', share: number, source: string): string {
  return `${verb} to ${percent(share)} on ${source}`;
}
