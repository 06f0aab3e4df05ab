import { type MediaType, wordValues } from '@shelfmark/contract';
import { type TFunction, useT } from '@shelfmark/i18n';
import { useMemo } from 'react';

/** The media messages with the medium's words filled in: {{unit}}, {{readings}}, {{Reading}}... (contract media-words.ts). */
export function useWordsT(type: MediaType): TFunction {
  const t = useT('media');
  return useMemo(() => {
    const words = wordValues(type);
    return (key, options) => t(key, { ...words, ...options });
  }, [t, type]);
}
