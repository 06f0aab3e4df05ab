import { setTextTranslator } from '@shelfmark/contract/texts';
import { loadContractTexts } from '@shelfmark/contract/texts-loader';
import { i18n, registerMessages } from '@shelfmark/i18n';

const NAMESPACE = 'contract';

/**
 * The contract's spec texts (MESSAGES, status and type names, media words) read from the
 * `contract` namespace in the reader's language; English is the constants themselves, so
 * nothing is fetched for an English reader.
 */
export function translateContractTexts(): void {
  registerMessages(NAMESPACE, { en: {} }, loadContractTexts);
  setTextTranslator((key, english, values) => {
    const translated = i18n.t(key, { ...values, ns: NAMESPACE });
    return translated === key ? english : translated;
  });
}
