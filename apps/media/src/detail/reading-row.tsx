import { ReadingDateSchema, toIsoDate, type Reading } from '@shelfmark/contract';
import { Button, TextField } from '@shelfmark/design-system';
import { formatDate, useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { deleteReading, updateReading } from '../api/readings';

interface ReadingRowProps {
  reading: Reading;
  ordinal: string;
  /** Runs a call and refreshes the entry; shows the error otherwise. */
  run: (call: () => Promise<unknown>) => Promise<void>;
}

export function ReadingRow({ reading, ordinal, run }: ReadingRowProps) {
  const t = useT('media');
  const [editing, setEditing] = useState(false);
  const [start, setStart] = useState(toIsoDate(new Date(reading.dateStarted)));
  const [end, setEnd] = useState(reading.dateFinished ? toIsoDate(new Date(reading.dateFinished)) : '');
  const startError = ReadingDateSchema.safeParse(start).error?.issues[0]?.message;
  const endError = end === '' ? undefined : ReadingDateSchema.safeParse(end).error?.issues[0]?.message;
  const hasEntries = reading.entries.length > 0;

  const save = () => {
    if (startError || endError) return;
    void run(async () => {
      await updateReading(reading.readingID, { start, end: end === '' ? null : end });
      setEditing(false);
    });
  };

  return (
    <li className="media-detail__reading">
      <h3>{t('readings.ordinal', { ordinal })}</h3>
      {editing ? (
        <div className="media-detail__inline-form">
          <TextField type="date" label={t('readings.started')} max={toIsoDate(new Date())} value={start} onChange={(event) => setStart(event.target.value)} error={startError} />
          <TextField type="date" label={t('readings.finished')} max={toIsoDate(new Date())} value={end} onChange={(event) => setEnd(event.target.value)} error={endError} />
          <Button size="sm" onClick={save}>{t('readings.save')}</Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>{t('readings.cancel')}</Button>
        </div>
      ) : (
        <p>
          {formatDate(reading.dateStarted)} – {reading.dateFinished ? formatDate(reading.dateFinished) : t('readings.present')}
          {reading.status === 'DNF' && ` (${t('readings.dnf')})`}
        </p>
      )}
      {!editing && (
        <div className="media-detail__actions">
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`${t('readings.edit')}: ${ordinal}`}>
            {t('readings.edit')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={hasEntries}
            title={hasEntries ? t('readings.hasEntries') : undefined}
            aria-label={`${t('readings.delete')}: ${ordinal}`}
            onClick={() => void run(() => deleteReading(reading.readingID))}
          >
            {t('readings.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
