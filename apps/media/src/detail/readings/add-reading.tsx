import { useAddReading } from '@shelfmark/api-client/readings';
import { type MediaType, VALIDATION_MESSAGES, type UserMedia } from '@shelfmark/contract';
import { Button } from '@shelfmark/design-system';
import { Checkbox } from '@shelfmark/design-system/controls';
import { useState } from 'react';
import { PartialDateField } from './partial-date-field';
import { dateError, dateValue, partsOf } from './reading-dates';
import { useWordsT } from '../use-words-t';

interface AddReadingProps {
  item: UserMedia;
  type: MediaType;
  run: (call: () => Promise<unknown>) => Promise<void>;
}

/**
 * "Add a reading" (a viewing, a listen, a playthrough by the medium): a past reading, its end required (a day, a month or a year), its start
 * optional (unknown: the server takes the end), given up or not.
 */
export function AddReading({ item, type, run }: AddReadingProps) {
  const t = useWordsT(type);
  const add = useAddReading();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(() => partsOf(null));
  const [end, setEnd] = useState(() => partsOf(null));
  const [gaveUp, setGaveUp] = useState(false);
  const [tried, setTried] = useState(false);
  const messages = { year: t('readings.yearInvalid'), month: t('readings.monthMissing'), future: VALIDATION_MESSAGES.readingDateInFuture };
  const startError = dateError(start, messages);
  const endError = dateValue(end) === '' ? (tried ? t('readings.finishedMissing') : undefined) : dateError(end, messages);

  const close = () => {
    setOpen(false);
    setStart(partsOf(null));
    setEnd(partsOf(null));
    setGaveUp(false);
    setTried(false);
  };
  const save = () => {
    setTried(true);
    if (startError || endError || dateValue(end) === '') return;
    const started = dateValue(start);
    void run(async () => {
      await add.mutateAsync({
        mediaID: item.mediaID,
        usermediaID: item.usermediaID,
        reading: { start: started === '' ? null : started, end: dateValue(end), status: gaveUp ? 'DNF' : 'read' },
      });
      close();
    });
  };

  if (!open) {
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('readings.add')}
      </Button>
    );
  }
  return (
    <div className="media-detail__reading-form" role="group" aria-label={t('readings.add')}>
      <PartialDateField legend={t('readings.started')} parts={start} onChange={setStart} error={startError} hint={t('readings.startedUnknownHint')} />
      <PartialDateField legend={t('readings.finished')} parts={end} onChange={setEnd} error={endError} />
      <Checkbox label={t('readings.gaveUp')} checked={gaveUp} onChange={(event) => setGaveUp(event.target.checked)} />
      <div className="media-detail__actions">
        <Button size="sm" onClick={save} loading={add.isPending} loadingLabel={t('readings.saving')}>
          {t('readings.addSave')}
        </Button>
        <Button size="sm" variant="ghost" onClick={close}>
          {t('readings.cancel')}
        </Button>
      </div>
    </div>
  );
}
