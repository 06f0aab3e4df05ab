import { apiFetch } from '@shelfmark/api-client';
import { JournalEntrySchema, type EntryCreate, type EntryUpdate, type JournalEntry } from '@shelfmark/contract';

export async function createEntry(usermediaID: number, body: EntryCreate): Promise<JournalEntry> {
  return JournalEntrySchema.parse(await apiFetch(`/entries/${usermediaID}`, { method: 'POST', json: body }));
}

export async function updateEntry(entryID: number, body: EntryUpdate): Promise<JournalEntry> {
  return JournalEntrySchema.parse(await apiFetch(`/entries/${entryID}`, { method: 'PATCH', json: body }));
}

export async function deleteEntry(entryID: number): Promise<void> {
  await apiFetch(`/entries/${entryID}`, { method: 'DELETE' });
}
