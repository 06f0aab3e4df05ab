import { ENTRY_EDITOR_MIN_ROWS, MESSAGES, type EntryUpdate, type Reading } from '@shelfmark/contract';
import { Button, InlineError, TextArea, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState, type FormEvent } from 'react';
import { readingIdForNumber } from './entry-reading';

export interface EntryDraft {
  title: string;
  body: string;
  page: string;
  reading: string;
}

interface EntryFormProps {
  initial: EntryDraft;
  readings: readonly Reading[];
  onSave: (entry: EntryUpdate) => Promise<void>;
  onCancel?: () => void;
}

export function EntryForm({ initial, readings, onSave, onCancel }: EntryFormProps) {
  const t = useT('media');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof EntryDraft, string>>>({});
  const [saving, setSaving] = useState(false);
  /** The checks could not be fetched (offline): nothing was saved, and the draft stays. */
  const [failed, setFailed] = useState(false);
  const set = (field: keyof EntryDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  /** The entry to save, or undefined after showing why the draft cannot be saved. */
  const check = async (): Promise<EntryUpdate | undefined> => {
    const readingID = readingIdForNumber(draft.reading, readings);
    const page = draft.page.trim() === '' ? null : Number(draft.page);
    const { EntryUpdateSchema, fieldErrors } = await import('../checks');
    const parsed = EntryUpdateSchema.safeParse({ title: draft.title, body: draft.body, page, readingID });
    const found: typeof errors = parsed.error ? fieldErrors<keyof EntryDraft>(parsed.error) : {};
    if (readingID === undefined) found.reading = t('entries.readingRange', { max: readings.length });
    setErrors(found);
    return parsed.success && readingID !== undefined ? parsed.data : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailed(false);
    try {
      const entry = await check();
      if (entry) await onSave(entry);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="media-detail__stack" aria-label={t('entries.form')} onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={t('entries.entryTitle')} value={draft.title} onChange={set('title')} error={errors.title} />
      <TextArea label={t('entries.body')} rows={ENTRY_EDITOR_MIN_ROWS} value={draft.body} onChange={set('body')} error={errors.body} />
      <div className="media-detail__inline-form">
        <TextField label={t('entries.page')} type="number" min={0} value={draft.page} onChange={set('page')} error={errors.page} />
        <TextField
          label={t('entries.reading')}
          type="number"
          min={0}
          max={readings.length}
          hint={t('entries.readingHint', { max: readings.length })}
          value={draft.reading}
          onChange={set('reading')}
          error={errors.reading}
        />
      </div>
      {failed && <InlineError>{MESSAGES.somethingWentWrong}</InlineError>}
      <div className="media-detail__actions">
        <Button type="submit" loading={saving} loadingLabel={t('entries.saving')}>
          {t('entries.save')}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('entries.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
