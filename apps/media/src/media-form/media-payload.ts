import { CoverFileNameSchema, MediaCreateSchema, type MediaCreate, type MediaType } from '@shelfmark/contract';
import type { SafeParseResult } from '@shelfmark/design-system/form';
import type { MediaFormValues } from './form-values';

const number = (value: string): number | null => (value.trim() === '' ? null : Number(value));
const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value);

function songsOf(values: MediaFormValues) {
  return values.songs
    .split('\n')
    .map((title) => title.trim())
    .filter((title) => title !== '')
    .map((title, index) => ({ title, overallnum: index + 1 }));
}

/** The fields each type's form asks for, as the API payload (the rest null). */
function typeFields(type: MediaType, values: MediaFormValues): Partial<MediaCreate> {
  const common = { seriesNum: number(values.seriesNum), publication: textOrNull(values.publication) };
  switch (type) {
    case 'book':
      return { ...common, isbn: textOrNull(values.isbn.replace(/[-\s]/g, '')), numPages: number(values.numPages) };
    case 'movie':
      return { ...common, numPages: number(values.numPages), parentguide: textOrNull(values.parentguide) };
    case 'tvshow': {
      const episodes = number(values.numEpisodes);
      return {
        seriesNum: common.seriesNum,
        seasons: number(values.seasons),
        startyear: number(values.startyear),
        endyear: number(values.endyear),
        numEpisodes: episodes,
        numPages: episodes !== null && episodes >= 0 ? episodes : null,
        episodeLength: number(values.episodeLength),
        parentguide: textOrNull(values.parentguide),
      };
    }
    case 'videogame':
      return { ...common, numPages: number(values.numPages), seasons: Number(values.players) };
    case 'album': {
      const submedia = songsOf(values);
      return { publication: common.publication, numPages: submedia.length, submedia };
    }
  }
}

/**
 * The form's check, shaped like a schema for useSchemaForm: the contract's MediaCreateSchema over
 * the fields the chosen type asks for, and the cover file's name. Creator and series ids are left
 * empty: new ones only exist once saved (see mediaSave). Messages are keyed by payload field.
 */
export const MediaFormSchema = {
  safeParse(values: MediaFormValues): SafeParseResult<MediaCreate> {
    const parsed = MediaCreateSchema.safeParse({
      type: values.type,
      title: values.title,
      description: textOrNull(values.description),
      creators: [],
      genreIDs: values.genreIDs,
      restricted: values.restricted,
      seriesID: null,
      ...(values.type ? typeFields(values.type, values) : {}),
    });
    const cover = values.cover ? CoverFileNameSchema.safeParse(values.cover.name) : null;
    const issues = [...(parsed.error?.issues ?? []), ...(cover?.error?.issues.map((issue) => ({ ...issue, path: ['cover'] })) ?? [])];
    return parsed.success && issues.length === 0 ? parsed : { success: false, error: { issues } };
  },
};
