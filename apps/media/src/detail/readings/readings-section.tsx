import type { UserMedia } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';
import { readingOrdinal } from './reading-ordinal';
import { ReadingRow } from './reading-row';
import { SectionFailure, useRunWithError } from '../run-with-error';

/** The server's reason where it gives one (e.g. 'A reading cannot end before it starts'), else the failure. */
export function ReadingsSection({ item }: { item: UserMedia }) {
  const t = useT('media');
  const { run, error } = useRunWithError();
  return (
    <section className="media-detail__section" aria-labelledby="media-readings-title">
      <h2 id="media-readings-title">{t('readings.title')}</h2>
      {item.readings.length === 0 && <p>{t('readings.none')}</p>}
      <ol className="media-detail__list">
        {item.readings.map((reading, index) => (
          <ReadingRow key={reading.readingID} mediaID={item.mediaID} reading={reading} ordinal={readingOrdinal(index, t)} run={run} />
        ))}
      </ol>
      <SectionFailure error={error} />
    </section>
  );
}
