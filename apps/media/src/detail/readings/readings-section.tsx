import type { MediaType, UserMedia } from '@shelfmark/contract';
import { AddReading } from './add-reading';
import { readingOrdinal } from './reading-ordinal';
import { ReadingRow } from './reading-row';
import { SectionFailure, useRunWithError } from '../run-with-error';
import { useWordsT } from '../use-words-t';

/** The readings, called viewings, listens or playthroughs by the medium; a refusal shows the server's reason (FailureNotice). */
export function ReadingsSection({ item, type }: { item: UserMedia; type: MediaType }) {
  const t = useWordsT(type);
  const { run, error } = useRunWithError();
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
      <SectionFailure error={error} />
    </section>
  );
}
