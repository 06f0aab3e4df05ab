import type { MediaSave } from '@shelfmark/api-client/medias';
import type { MediaCreate, Role } from '@shelfmark/contract';
import type { MediaFormValues } from './form-values';

/**
 * What the form saves: the checked payload, the chosen creators (new ones are created first),
 * the chosen series or the typed name of a new one, and the cover file.
 */
export function mediaSave(values: MediaFormValues, payload: MediaCreate, mediaID: number | null, role: Role | null): MediaSave {
  const { creators: _creators, seriesID: _seriesID, ...record } = payload;
  const typedSeries = values.seriesText.trim();
  return {
    payload: record,
    creators: values.creators,
    series: values.series ? { seriesID: values.series.seriesID } : typedSeries ? { name: typedSeries } : null,
    cover: values.cover,
    mediaID,
    role,
  };
}
