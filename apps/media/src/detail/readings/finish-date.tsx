import { useUpdateReading } from '@shelfmark/api-client/readings';
import { partialDateText, VALIDATION_MESSAGES, type Reading } from '@shelfmark/contract';
import { Button } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { SectionFailure, useRunWithError } from '../run-with-error';
import { PartialDateField } from './partial-date-field';
import { dateError, dateValue, partsOf, readingDateText } from './reading-dates';

interface FinishDateProps {
  mediaID: number;
  /** The reading the status change just ended or recorded. */
  reading: Reading;
  onDone: () => void;
}

/**
 * After a finish: "Finished {date}." and a quiet "When did you finish?" that moves the end to
 * another day, month or year. A recorded finish has no known start (it is the end), so the start
 * moves with it; an ended reading keeps its start.
 */
export function FinishDate({ mediaID, reading, onDone }: FinishDateProps) {
  const t = useT('media');
  const update = useUpdateReading();
  const { run, error } = useRunWithError();
  const [editing, setEditing] = useState(false);
  const [end, setEnd] = useState(() => partsOf(reading.dateFinished, reading.dateFinishedPrecision));
  const messages = { year: t('readings.yearInvalid'), month: t('readings.monthMissing'), future: VALIDATION_MESSAGES.readingDateInFuture };
  const endError = dateValue(end) === '' ? t('readings.finishedMissing') : dateError(end, messages);
  const startUnknown = reading.dateStarted === reading.dateFinished;

  const save = () => {
    if (endError) return;
    const finished = dateValue(end);
    void run(async () => {
      const start = startUnknown ? finished : partialDateText(reading.dateStarted, reading.dateStartedPrecision ?? 'day');
      await update.mutateAsync({ mediaID, readingID: reading.readingID, dates: { start, end: finished } });
      onDone();
    });
  };

  if (!editing) {
    return (
      <p className="media-detail__finish" role="status">
        {t('shelf.finishedOn', { date: readingDateText(reading.dateFinished ?? reading.dateStarted, reading.dateFinishedPrecision) })}{' '}
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
          {t('shelf.finishedWhen')}
        </Button>
      </p>
    );
  }
  return (
    <div className="media-detail__finish media-detail__reading-form">
      <PartialDateField legend={t('shelf.finishedWhen')} parts={end} onChange={setEnd} error={endError} />
      <div className="media-detail__actions">
        <Button size="sm" onClick={save} loading={update.isPending} loadingLabel={t('readings.saving')}>
          {t('shelf.finishedSave')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('shelf.finishedCancel')}
        </Button>
      </div>
      <SectionFailure error={error} />
    </div>
  );
}
