import { z } from 'zod';
import { HOME_SECTION_VALUES, LIBRARY_VALUES } from './library-values';

export * from './library-values';

export const LibrarySchema = z.enum(LIBRARY_VALUES);
export const HomeSectionSchema = z.enum(HOME_SECTION_VALUES);
