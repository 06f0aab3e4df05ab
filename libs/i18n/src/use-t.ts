import { useTranslation } from 'react-i18next';

/** The translate function of one namespace: `const t = useT('library'); t('title')`. */
export function useT(namespace: string) {
  return useTranslation(namespace).t;
}
