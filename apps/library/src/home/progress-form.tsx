import { type UserMediaSummary, wordValues } from '@shelfmark/contract';
import { Button, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import type { FormEvent } from 'react';
import { useSaveProgress } from './use-save-progress';

/** The page (episode, track...) number and Save; Enter submits too. */
export function ProgressForm({ entry, numPages }: { entry: UserMediaSummary; numPages: number }) {
  const t = useT('library');
  const { text, change, submit, error, saving } = useSaveProgress(entry, numPages);
  const words = wordValues(entry.media.type);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form className="library-current__progress-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('card.progress', words)}
        hint={t('card.progressOf', { ...words, total: numPages })}
        inputMode="numeric"
        value={text}
        onChange={(event) => change(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" size="sm" disabled={saving}>
        {saving ? t('card.saving') : t('card.save')}
      </Button>
    </form>
  );
}
