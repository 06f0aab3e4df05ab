import { progressSchema, type UserMediaSummary } from '@shelfmark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { libraryKeys } from '../api/library-keys';
import { patchUserMedia } from '../api/patch-user-media';

/** Reads the typed page: a blank field is not a number. */
function typedPage(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The progress field of a currently-reading card: checked against 0..numPages before it is sent. */
export function useSaveProgress(entry: UserMediaSummary, numPages: number) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(String(entry.progress));
  const [invalid, setInvalid] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (progress: number) => patchUserMedia(entry.usermediaID, { progress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });

  const submit = () => {
    const parsed = progressSchema(numPages).safeParse(typedPage(text));
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    mutation.mutate(parsed.data);
  };

  const change = (next: string) => {
    setText(next);
    setInvalid(null);
  };

  return { text, change, submit, error: invalid ?? mutation.error?.message ?? null, saving: mutation.isPending };
}
