import { useDeleteReading, useUpdateReading } from '@shelfmark/api-client/readings';
import { type MediaType, VALIDATION_MESSAGES, type Reading } from '@shelfmark/contract';
import { Button } from '@shelfmark/design-system';
import { useId, useState } from 'react';
import { PartialDateField } from './partial-date-field';
import { dateError, dateValue, partsOf } from './reading-dates';
import { readingSpan } from './reading-span';
import { useWordsT } from '../use-words-t';

interface ReadingRowProps {
  type: MediaType;
  /** The item whose entry holds the reading. */
  mediaID: number;
  reading: Reading;
  ordinal: string;
  /** Runs a call; shows its error otherwise. */
  run: (call: () => Promise<unknown>) => Promise<void>;
}

/**
 * One reading: its dates as written ("2019", "June 2019", a day), and editing them at the
 * precision they were given, which saving keeps unless the user changes it.
 */
export function ReadingRow({ type, mediaID, reading, ordinal, run }: ReadingRowProps) {
  const t = useWordsT(type);
  const update = useUpdateReading();
  const remove = useDeleteReading();
  const [editing, setEditing] = useState(false);
  const [start, setStart] = useState(() => partsOf(reading.dateStarted, reading.dateStartedPrecision));
  const [end, setEnd] = useState(() => partsOf(reading.dateFinished, reading.dateFinishedPrecision));
  const messages = { year: t('readings.yearInvalid'), month: t('readings.monthMissing'), future: VALIDATION_MESSAGES.readingDateInFuture };
  const startError = dateValue(start) === '' ? t('readings.startMissing') : dateError(start, messages);
  const endError = dateError(end, messages);
  const hasEntries = reading.entries.length > 0;
  const whyNotId = useId();

  const startEditing = () => {
    setStart(partsOf(reading.dateStarted, reading.dateStartedPrecision));
    setEnd(partsOf(reading.dateFinished, reading.dateFinishedPrecision));
    setEditing(true);
  };
  const save = () => {
    if (startError || endError) return;
    const finished = dateValue(end);
    void run(async () => {
      await update.mutateAsync({ mediaID, readingID: reading.readingID, dates: { start: dateValue(start), end: finished === '' ? null : finished } });
      setEditing(false);
    });
  };

  return (
    <li className="media-detail__reading">
      <h3>{t('readings.ordinal', { ordinal })}</h3>
      {editing ? (
        <div className="media-detail__reading-form">
          <PartialDateField legend={t('readings.started')} parts={start} onChange={setStart} error={startError} />
          <PartialDateField legend={t('readings.finished')} parts={end} onChange={setEnd} error={endError} hint={t('readings.finishedHint')} />
          <div className="media-detail__actions">
            <Button size="sm" onClick={save} loading={update.isPending} loadingLabel={t('readings.saving')}>
              {t('readings.save')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t('readings.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <p>{readingSpan(reading, t)}</p>
      )}
      {!editing && (
        <div className="media-detail__actions">
          <Button size="sm" variant="secondary" onClick={startEditing} aria-label={`${t('readings.edit')}: ${ordinal}`}>
            {t('readings.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={hasEntries}
            aria-describedby={hasEntries ? whyNotId : undefined}
            aria-label={`${t('readings.delete')}: ${ordinal}`}
            onClick={() => void run(() => remove.mutateAsync({ mediaID, readingID: reading.readingID }))}
          >
            {t('readings.delete')}
          </Button>
          {hasEntries && (
            <span id={whyNotId} className="media-detail__why-not">
              {t('readings.hasEntries')}
            </span>
          )}
        </div>
      )}
    </li>
  );
}
