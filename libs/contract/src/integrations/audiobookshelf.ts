import { z } from 'zod';
import { IsoDateTimeSchema } from '../date-schemas';
import { IdSchema } from '../entities/ids';
import { IntegrationStatusSchema, INTEGRATION_NAME_MAX_LENGTH } from './integrations';
import { LinkedBookSchema } from './koreader';

/** How often Shelfmark asks each Audiobookshelf server for progress (once per installation, whatever the fleet). */
export const AUDIOBOOKSHELF_POLL_MINUTES = 5;
export const AUDIOBOOKSHELF_TOKEN_MAX_LENGTH = 4096;

export const AUDIOBOOKSHELF_MESSAGES = {
  addressInvalid: 'Enter the address of your Audiobookshelf server, starting with http:// or https://',
  tokenRequired: 'Paste an API token from Audiobookshelf (Settings, Users, your user, API token)',
  itemNotFound: 'Item not found',
  unreachable: (detail: string) => `Audiobookshelf could not be reached: ${detail}`,
  refused: 'Audiobookshelf refused the API token (401); paste a new one',
  answered: (status: number) => `Audiobookshelf answered ${status}`,
  malformed: 'Audiobookshelf sent an answer Shelfmark could not read',
} as const;

const AddressSchema = z
  .string()
  .trim()
  .max(2000, AUDIOBOOKSHELF_MESSAGES.addressInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, AUDIOBOOKSHELF_MESSAGES.addressInvalid);

/** Body of POST /integrations/audiobookshelf. */
export const AudiobookshelfCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(INTEGRATION_NAME_MAX_LENGTH).optional(),
    address: AddressSchema,
    apiToken: z.string().trim().min(1, AUDIOBOOKSHELF_MESSAGES.tokenRequired).max(AUDIOBOOKSHELF_TOKEN_MAX_LENGTH, AUDIOBOOKSHELF_MESSAGES.tokenRequired),
    autoMarkDone: z.boolean().optional(),
  })
  .strict();
export type AudiobookshelfCreate = z.input<typeof AudiobookshelfCreateSchema>;

export const CreatedAudiobookshelfSchema = z.object({ integration: IntegrationStatusSchema, address: z.string() });
export type CreatedAudiobookshelf = z.infer<typeof CreatedAudiobookshelfSchema>;

/** An item Audiobookshelf reports progress for: in the inbox until it matches or is linked to a book. */
export const AudiobookshelfItemSchema = z.object({
  itemID: IdSchema,
  integrationID: IdSchema,
  title: z.string(),
  author: z.string(),
  /** 0 to 1, as Audiobookshelf keeps it. */
  progress: z.number(),
  finished: z.boolean(),
  updated: IsoDateTimeSchema,
  book: LinkedBookSchema.nullable(),
  done: z.boolean(),
});
export type AudiobookshelfItem = z.infer<typeof AudiobookshelfItemSchema>;
