export { i18n, initI18n, registerMessages, type Messages } from './i18n';
export { useT } from './use-t';
export { formatDate, formatNumber } from './format';
