export { i18n, initI18n, registerMessages, type Messages, type TFunction, type TOptions } from './i18n';
export { useT } from './use-t';
export { formatDate, formatDateTime, formatList, formatNumber } from './format';
