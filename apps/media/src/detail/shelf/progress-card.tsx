import { watchProgress } from '@shelfmark/api-client/episodes';
import { useFinishReading, usePatchEntry } from '@shelfmark/api-client/usermedias';
import { type Media, parseProgress, progressRangeMessage, type UserMedia } from '@shelfmark/contract';
import { Button, FailureNotice, ProgressBar, TextField } from '@shelfmark/design-system';
import { useState, type FormEvent } from 'react';
import { useWordsT } from '../use-words-t';

/**
 * Shown in status currentlyReading only; progress counts the medium's unit (pages, episodes...). Items without pages get just Mark Done and Mark DNF,
 * the same operation as Home's: the reading ends (status read), then the status changes. A show or an album with its episodes
 * (songs) listed counts those marked watched of those there are, specials aside: the marks are its progress, so there is no page field.
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
  const marks = progressByMarks(media);
  return (
    <section className="media-detail__card" aria-label={t('progress.title')}>
      {marks && marks.total > 0 && (
        <ProgressBar label={t('progress.bar')} value={marks.watched} max={marks.total} valueText={t('progress.valueText', { progress: marks.watched, total: marks.total })} />
      )}
      {!marks && numPages > 0 && (
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
      {failure && <FailureNotice error={failure} action="save" />}
    </section>
  );
}

/**
 * Episodes (songs) watched of those listed, when the list is the whole item: a record listing a
 * few episodes of a 62-episode show keeps its number of episodes and the page field.
 */
function progressByMarks(media: Media): { watched: number; total: number } | null {
  if (media.type !== 'tvshow' && media.type !== 'album') return null;
  const marks = watchProgress(media.submedia);
  return marks.total > 0 && marks.total >= (media.numPages ?? 0) ? marks : null;
}
