import { type RefObject, useState } from 'react';

/**
 * Copies text to the clipboard; where the browser refuses, selects what `shown` shows, for the
 * user to copy by hand. The state is for a status line.
 */
export function useCopy(shown: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      if (shown.current) window.getSelection()?.selectAllChildren(shown.current);
      setState('failed');
    }
  };
  return { state, copy };
}
