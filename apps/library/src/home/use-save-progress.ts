import { usePatchEntry } from '@shelfmark/api-client/usermedias';
import { progressError, type UserMediaSummary } from '@shelfmark/contract';
import { useState } from 'react';

/** Reads the typed page: a blank field is not a number. */
function typedPage(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The progress field of a currently-reading card: checked against 0..numPages before it is sent. */
export function useSaveProgress(entry: UserMediaSummary, numPages: number) {
  const [text, setText] = useState(String(entry.progress));
  const [invalid, setInvalid] = useState<string | null>(null);
  const mutation = usePatchEntry();
  const submit = () => {
    const page = typedPage(text);
    const error = progressError(page, numPages);
    setInvalid(error);
    if (error === null) mutation.mutate({ entry, patch: { progress: page } });
  };
  const change = (next: string) => {
    setText(next);
    setInvalid(null);
  };
  return { text, change, submit, error: invalid ?? mutation.error?.message ?? null, saving: mutation.isPending };
}
