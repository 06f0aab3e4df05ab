import { useDeleteEntry, useUpdateEntry } from '@shelfmark/api-client/entries';
import type { JournalEntry, MediaType, Reading } from '@shelfmark/contract';
import { Button } from '@shelfmark/design-system';
import { formatDate } from '@shelfmark/i18n';
import { useState } from 'react';
import { readingChoice, readingNumberOf } from './entry-reading';
import { EntryForm } from './entry-form';
import { readingOrdinal } from '../readings/reading-ordinal';
import { useWordsT } from '../use-words-t';

interface EntryItemProps {
  type: MediaType;
  mediaID: number;
  entry: JournalEntry;
  readings: readonly Reading[];
  run: (call: () => Promise<unknown>) => Promise<void>;
}

export function EntryItem({ type, mediaID, entry, readings, run }: EntryItemProps) {
  const t = useWordsT(type);
  const update = useUpdateEntry();
  const remove = useDeleteEntry();
  const [editing, setEditing] = useState(false);
  const number = readingNumberOf(entry.readingID?.readingID, readings);

  if (editing) {
    return (
      <li className="media-detail__entry">
        <EntryForm
          type={type}
          initial={{ title: entry.title, body: entry.body, page: entry.page === null ? '' : String(entry.page), reading: readingChoice(entry.readingID?.readingID, readings) }}
          readings={readings}
          onSave={(body) => run(async () => {
            await update.mutateAsync({ mediaID, entryID: entry.entryID, body });
            setEditing(false);
          })}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }

  return (
    <li className="media-detail__entry">
      <h3>{entry.title}</h3>
      <p className="media-detail__meta">
        {formatDate(entry.time)}
        {entry.page !== null && ` · ${t('entries.pageAt', { page: entry.page })}`}
        {number > 0 && ` · ${t('entries.readingAt', { ordinal: readingOrdinal(number - 1, t) })}`}
      </p>
      <p className="media-detail__entry-body">{entry.body}</p>
      <div className="media-detail__actions">
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          {t('entries.edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void run(() => remove.mutateAsync({ mediaID, entryID: entry.entryID }))}>
          {t('entries.delete')}
        </Button>
      </div>
    </li>
  );
}
