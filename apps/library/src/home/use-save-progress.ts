import { usePatchEntry } from '@shelfmark/api-client/usermedias';
import { parseProgress, progressRangeMessage, type UserMediaSummary } from '@shelfmark/contract';
import { useState } from 'react';

/** The progress field of a currently-reading card: checked against 0..numPages (in the medium's unit) before it is sent. */
export function useSaveProgress(entry: UserMediaSummary, numPages: number) {
  const [text, setText] = useState(String(entry.progress));
  const [invalid, setInvalid] = useState<string | null>(null);
  const mutation = usePatchEntry();
  const submit = () => {
    const page = parseProgress(text, numPages);
    setInvalid(page === null ? progressRangeMessage(entry.media.type) : null);
    if (page !== null) mutation.mutate({ entry, patch: { progress: page } });
  };
  const change = (next: string) => {
    setText(next);
    setInvalid(null);
  };
  return { text, change, submit, error: invalid ?? mutation.error?.message ?? null, saving: mutation.isPending };
}
