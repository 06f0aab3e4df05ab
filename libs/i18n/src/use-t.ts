import { useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, i18n, subscribeToLanguage, type TFunction } from './i18n';

/**
 * The translate function of one namespace: `const t = useT('library'); t('title')`. The
 * component renders again when the language changes; `t` keeps its identity until then.
 */
export function useT(namespace: string): TFunction {
  const language = useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
  return useMemo(() => i18n.getFixedT(language, namespace), [language, namespace]);
}
