import { z } from 'zod';

/** Answer of POST /medias/catalog/demo: how many media items the demo catalogue put in. */
export const DemoCatalogueLoadedSchema = z.object({ added: z.number().int().nonnegative() });
export type DemoCatalogueLoaded = z.infer<typeof DemoCatalogueLoadedSchema>;
