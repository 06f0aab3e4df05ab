import { apiFetch } from '@shelfmark/api-client';
import { type EntryCreate, type EntryUpdate, type JournalEntry } from '@shelfmark/contract';

/** POST /entries/{usermediaID}: {title, body, time, page, readingID}. */
export async function createEntry(usermediaID: number, body: EntryCreate): Promise<JournalEntry> {
  return apiFetch<JournalEntry>(`/entries/${usermediaID}`, { method: 'POST', json: body });
}

/** PATCH /entries/{entryID}: {title, body, page, readingID}. */
export async function updateEntry(entryID: number, body: EntryUpdate): Promise<JournalEntry> {
  return apiFetch<JournalEntry>(`/entries/${entryID}`, { method: 'PATCH', json: body });
}

/** DELETE /entries/{entryID}. */
export async function deleteEntry(entryID: number): Promise<void> {
  await apiFetch(`/entries/${entryID}`, { method: 'DELETE' });
}
