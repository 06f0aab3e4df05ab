import { z } from 'zod';
import { MEDIA_TYPE_VALUES } from './media-type-info';

export * from './media-type-info';

export const MediaTypeSchema = z.enum(MEDIA_TYPE_VALUES);
