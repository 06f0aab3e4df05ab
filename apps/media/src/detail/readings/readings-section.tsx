import type { MediaType, UserMedia } from '@shelfmark/contract';
import { InlineError } from '@shelfmark/design-system';
import { AddReading } from './add-reading';
import { describeReadingFailure } from './reading-failure';
import { readingOrdinal } from './reading-ordinal';
import { ReadingRow } from './reading-row';
import { useRunWithError } from '../run-with-error';
import { useWordsT } from '../use-words-t';

/** The readings, called viewings, listens or playthroughs by the medium. */
export function ReadingsSection({ item, type }: { item: UserMedia; type: MediaType }) {
  const t = useWordsT(type);
  const { run, error } = useRunWithError(describeReadingFailure);
  return (
    <section className="media-detail__section" aria-labelledby="media-readings-title">
      <h2 id="media-readings-title">{t('readings.title')}</h2>
      {item.readings.length === 0 && <p>{t('readings.none')}</p>}
      <ol className="media-detail__list">
        {item.readings.map((reading, index) => (
          <ReadingRow key={reading.readingID} type={type} mediaID={item.mediaID} reading={reading} ordinal={readingOrdinal(index, t)} run={run} />
        ))}
      </ol>
      <AddReading item={item} type={type} run={run} />
      {error && <InlineError>{error}</InlineError>}
    </section>
  );
}
