import { useCreateEntry } from '@shelfmark/api-client/entries';
import type { MediaType, UserMedia } from '@shelfmark/contract';
import { CloseIcon, IconButton, InlineError, PlusIcon } from '@shelfmark/design-system';
import { useState } from 'react';
import { EntryForm } from './entry-form';
import { EntryItem } from './entry-item';
import { readingChoice } from './entry-reading';
import { useRunWithError } from '../run-with-error';
import { useWordsT } from '../use-words-t';

/** The journal: a plus button opens and closes the new-entry form. */
export function EntriesSection({ item, type }: { item: UserMedia; type: MediaType }) {
  const t = useWordsT(type);
  const { run, error } = useRunWithError();
  const create = useCreateEntry();
  const [open, setOpen] = useState(false);
  return (
    <section className="media-detail__section" aria-labelledby="media-entries-title">
      <div className="media-detail__section-head">
        <h2 id="media-entries-title">{t('entries.title')}</h2>
        <IconButton aria-label={open ? t('entries.close') : t('entries.open')} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? <CloseIcon /> : <PlusIcon />}
        </IconButton>
      </div>
      {open && (
        <EntryForm
          initial={{ title: '', body: '', page: '', reading: readingChoice(item.currentReading?.readingID, item.readings) }}
          type={type}
          readings={item.readings}
          onSave={(body) => run(async () => {
            await create.mutateAsync({ entry: item, body: { ...body, time: new Date().toISOString() } });
            setOpen(false);
          })}
        />
      )}
      {item.entries.length === 0 && !open && <p>{t('entries.none')}</p>}
      <ul className="media-detail__list">
        {item.entries.map((entry) => (
          <EntryItem key={entry.entryID} type={type} mediaID={item.mediaID} entry={entry} readings={item.readings} run={run} />
        ))}
      </ul>
      {error && <InlineError>{error}</InlineError>}
    </section>
  );
}
