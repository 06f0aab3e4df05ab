import { CoverFileNameSchema, MediaCreateSchema, type MediaCreate, type MediaType } from '@shelfmark/contract';
import type { SafeParseResult, SchemaIssue } from '@shelfmark/design-system/form';
import type { TFunction } from '@shelfmark/i18n';
import { submediaOf } from './episodes/episode-drafts';
import { seasonIssues } from './episodes/season-issues';
import { externalIdErrorKey, externalIdsPayload } from './external-ids/external-id-values';
import type { MediaFormValues } from './form-values';
import { releaseIssues } from './release/release-value';

const number = (value: string): number | null => (value.trim() === '' ? null : Number(value));
const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** A TV show's episode and season counts, from its episodes when the fields are left empty (specials do not count). */
function showCounts(values: MediaFormValues, submedia: MediaCreate['submedia'] & object) {
  const regular = submedia.filter((episode) => episode.season !== 0);
  const seasons = new Set(regular.flatMap((episode) => (episode.season === null || episode.season === undefined ? [] : [episode.season])));
  const episodes = number(values.numEpisodes) ?? (regular.length > 0 ? regular.length : null);
  return { episodes, seasons: number(values.seasons) ?? (seasons.size > 0 ? seasons.size : null) };
}

/** The fields each type's form asks for, as the API payload (the rest null). */
function typeFields(type: MediaType, values: MediaFormValues): Partial<MediaCreate> {
  const common = { seriesNum: number(values.seriesNum), publication: textOrNull(values.publication) };
  const externalIds = externalIdsPayload(type, values);
  const ids = externalIds ? { externalIds } : {};
  switch (type) {
    case 'book':
      return { ...common, ...ids, isbn: textOrNull(values.isbn.replace(/[-\s]/g, '')), numPages: number(values.numPages) };
    case 'movie':
      return { ...common, ...ids, numPages: number(values.numPages), parentguide: textOrNull(values.parentguide) };
    case 'tvshow': {
      const submedia = submediaOf(values.episodes, 'episode', values.submediaMax);
      const counts = showCounts(values, submedia);
      return {
        ...ids,
        seriesNum: common.seriesNum,
        seasons: counts.seasons,
        startyear: number(values.startyear),
        endyear: number(values.endyear),
        numEpisodes: counts.episodes,
        numPages: counts.episodes !== null && counts.episodes >= 0 ? counts.episodes : null,
        episodeLength: number(values.episodeLength),
        parentguide: textOrNull(values.parentguide),
        submedia,
      };
    }
    case 'videogame':
      return { ...common, ...ids, numPages: number(values.numPages), seasons: Number(values.players) };
    case 'album': {
      const submedia = submediaOf(values.episodes, 'song', values.submediaMax);
      return { publication: common.publication, ...ids, numPages: submedia.length, submedia };
    }
  }
}

/** The form's own checks, before the contract's: the release date's form and the seasons as typed. */
function formIssues(values: MediaFormValues, t: TFunction): SchemaIssue[] {
  const type = values.type;
  if (type === null) return [];
  const kind = type === 'tvshow' ? 'episode' : type === 'album' ? 'song' : null;
  return [...(type === 'tvshow' ? [] : releaseIssues(values.publication, values.publicationPrecision, t)), ...(kind ? seasonIssues(values.episodes, kind, t) : [])];
}

/** An id's message goes to its own field; the rest by top-level payload field. */
const atField = (issue: SchemaIssue): SchemaIssue =>
  issue.path[0] === 'externalIds' && typeof issue.path[1] === 'string' ? { ...issue, path: [externalIdErrorKey(issue.path[1] as never)] } : issue;

/**
 * The form's check, shaped like a schema for useSchemaForm: the contract's MediaCreateSchema over
 * the fields the chosen type asks for, and the cover file's name. Creator and series ids are left
 * empty: new ones only exist once saved (see mediaSave). Messages are keyed by payload field;
 * the form's own are in the reader's language (`t`).
 */
export const mediaFormSchema = (t: TFunction) => ({
  safeParse(values: MediaFormValues): SafeParseResult<MediaCreate> {
    const own = formIssues(values, t);
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
    // The form's own messages say what is wrong with a date or a season as typed; the contract's about the same payload fields would only repeat them.
    const contract = (parsed.error?.issues ?? []).filter((issue) => own.length === 0 || (issue.path[0] !== 'publication' && issue.path[0] !== 'submedia'));
    const issues = [...own, ...contract.map(atField), ...(cover?.error?.issues.map((issue) => ({ ...issue, path: ['cover'] })) ?? [])];
    return parsed.success && issues.length === 0 ? parsed : { success: false, error: { issues } };
  },
});
