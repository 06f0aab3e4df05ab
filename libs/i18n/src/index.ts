export {
  catalogueLoading,
  i18n,
  initI18n,
  registerMessages,
  type CatalogueLoader,
  type Messages,
  type TFunction,
  type TOptions,
} from './i18n';
export { isLanguage, LANGUAGES, matchLanguage, storeLanguage, storedLanguage, type Language } from './languages';
export { useLanguage, useT } from './use-t';
export { formatDate, formatDateTime, formatList, formatNumber } from './format';
