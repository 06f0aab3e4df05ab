import { useMemo, useSyncExternalStore } from 'react';
import { catalogueLoading, currentLanguage, i18n, subscribeToLanguage, type TFunction } from './i18n';

/** The reader's language (one of LANGUAGES); the component renders again when it changes. */
export function useLanguage(): string {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
}

/**
 * The translate function of one namespace: `const t = useT('library'); t('title')`. The
 * component renders again when the language changes; `t` keeps its identity until then.
 * While the namespace's catalogue of the reader's language is still loading it suspends (the
 * area's Suspense boundary shows its loader), so the screen never flashes in English first.
 */
export function useT(namespace: string): TFunction {
  const language = useLanguage();
  const loading = catalogueLoading(namespace, language);
  // Thrown as Suspense-enabled libraries do; React renders the screen again once it settles.
  if (loading) throw loading;
  return useMemo(() => i18n.getFixedT(language, namespace), [language, namespace]);
}
