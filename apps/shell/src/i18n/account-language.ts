import { getAccountLanguage } from '@shelfmark/api-client/account';
import { i18n, isLanguage, storeLanguage } from '@shelfmark/i18n';

/**
 * The language the signed-in user chose in their profile (on another device, maybe) becomes
 * this browser's too, kept locally for its next first paint. Nothing changes while they have
 * not chosen one, or when the call fails (offline, signed out meanwhile).
 */
export async function applyAccountLanguage(): Promise<void> {
  let language: string | null;
  try {
    ({ language } = await getAccountLanguage());
  } catch {
    return;
  }
  if (language === null) return;
  if (!isLanguage(language)) return;
  storeLanguage(language);
  if (language !== i18n.language) await i18n.changeLanguage(language);
}
