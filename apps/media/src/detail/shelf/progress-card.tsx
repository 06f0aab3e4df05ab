import { useFinishReading, usePatchEntry } from '@shelfmark/api-client/usermedias';
import { type Media, parseProgress, progressRangeMessage, type UserMedia } from '@shelfmark/contract';
import { Button, InlineError, ProgressBar, TextField } from '@shelfmark/design-system';
import { useState, type FormEvent } from 'react';
import { useWordsT } from '../use-words-t';

/**
 * Shown in status currentlyReading only; progress counts the medium's unit (pages, episodes...). Items without pages get just Mark Done and Mark DNF,
 * the same operation as Home's: the reading ends (status read), then the status changes.
 */
export function ProgressCard({ media, item }: { media: Media; item: UserMedia }) {
  const t = useWordsT(media.type);
  const finish = useFinishReading();
  const progress = usePatchEntry();
  const numPages = media.numPages ?? 0;
  const [text, setText] = useState(String(item.progress));
  const [invalid, setInvalid] = useState(false);

  /** A rejected page is kept in the field with a message, and nothing is sent. */
  const save = (event: FormEvent) => {
    event.preventDefault();
    const value = parseProgress(text, numPages);
    setInvalid(value === null);
    if (value === null) return;
    setText(String(value));
    progress.mutate({ entry: item, patch: { progress: value } });
  };

  const failure = finish.error ?? progress.error;
  return (
    <section className="media-detail__card" aria-label={t('progress.title')}>
      {numPages > 0 && (
        <>
          <ProgressBar label={t('progress.bar')} value={item.progress} max={numPages} valueText={t('progress.valueText', { progress: item.progress, total: numPages })} />
          <form className="media-detail__inline-form" onSubmit={save}>
            <TextField
              label={t('progress.label')}
              inputMode="numeric"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setInvalid(false);
              }}
              error={invalid ? progressRangeMessage(media.type) : undefined}
            />
            <Button type="submit" loading={progress.isPending} loadingLabel={t('progress.saving')}>
              {t('progress.save')}
            </Button>
          </form>
        </>
      )}
      <div className="media-detail__actions">
        <Button disabled={finish.isPending} onClick={() => finish.mutate({ entry: item, status: 'read' })}>
          {t('progress.markDone')}
        </Button>
        <Button variant="secondary" disabled={finish.isPending} onClick={() => finish.mutate({ entry: item, status: 'DNF' })}>
          {t('progress.markDnf')}
        </Button>
      </div>
      {failure && <InlineError>{failure.message}</InlineError>}
    </section>
  );
}
