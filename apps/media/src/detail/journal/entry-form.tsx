import { ENTRY_EDITOR_MIN_ROWS, MESSAGES, type EntryUpdate, type MediaType, type Reading } from '@shelfmark/contract';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { Select, TextArea } from '@shelfmark/design-system/controls';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { readingOrdinal } from '../readings/reading-ordinal';
import { readingSpan } from '../readings/reading-span';
import { readingIdOfChoice } from './entry-reading';
import { useWordsT } from '../use-words-t';

export interface EntryDraft {
  title: string;
  body: string;
  page: string;
  /** The chosen reading's id, or '' for none. */
  reading: string;
}

interface EntryFormProps {
  type: MediaType;
  initial: EntryDraft;
  readings: readonly Reading[];
  onSave: (entry: EntryUpdate) => Promise<void>;
  onCancel?: () => void;
}

/** The entry's checks come with their own chunk on the first save (zod stays out of a media page's first load). */
const loadEntrySchema = () => import('../checks').then((checks) => checks.EntryUpdateSchema);

const entryOf = (draft: EntryDraft) => ({
  title: draft.title,
  body: draft.body,
  page: draft.page.trim() === '' ? null : Number(draft.page),
  readingID: readingIdOfChoice(draft.reading),
});

export function EntryForm({ type, initial, readings, onSave, onCancel }: EntryFormProps) {
  const t = useWordsT(type);
  const form = useSchemaForm(loadEntrySchema, { initial, input: entryOf });
  const { errors } = form;
  // The spec's reading number (0 for none, up to the number of readings), offered by name.
  const readingOptions = [
    { value: '', label: t('entries.noReading') },
    ...readings.map((reading, index) => ({
      value: String(reading.readingID),
      label: t('entries.readingOption', { ordinal: readingOrdinal(index, t), dates: readingSpan(reading, t) }),
    })),
  ];

  return (
    <form className="media-detail__stack" aria-label={t('entries.form')} onSubmit={form.submit(onSave)} noValidate>
      <TextField label={t('entries.entryTitle')} {...form.field('title')} />
      <TextArea label={t('entries.body')} rows={ENTRY_EDITOR_MIN_ROWS} {...form.field('body')} />
      <div className="media-detail__inline-form">
        <TextField label={t('entries.page')} type="number" min={0} {...form.field('page')} />
        <Select label={t('entries.reading')} options={readingOptions} {...form.field('reading')} error={errors['readingID']} />
      </div>
      {Boolean(form.failure) && <InlineError>{MESSAGES.somethingWentWrong}</InlineError>}
      <div className="media-detail__actions">
        <Button type="submit" loading={form.submitting} loadingLabel={t('entries.saving')}>
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
