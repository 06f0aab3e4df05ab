import { useAccountLanguage, useSetAccountLanguage } from '@shelfmark/api-client/account';
import { Select } from '@shelfmark/design-system/controls';
import { i18n, isLanguage, LANGUAGES, matchLanguage, storeLanguage, useT, type Language } from '@shelfmark/i18n';
import { useId } from 'react';
import './language-messages';
import { LANGUAGE_NAMES } from './language-names';

/** The browser's own language, for a user who has not chosen one. */
const browserLanguage = (): Language => matchLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);

/**
 * The profile's language choice (issue 32): kept for the user on the server, and in this
 * browser so its signed-out screens and first paint speak it too. Each language is named in
 * itself, so a reader finds theirs whatever the page is in.
 */
export function LanguageChoice() {
  const t = useT('account');
  const id = useId();
  const saved = useAccountLanguage();
  const save = useSetAccountLanguage();
  const value = saved.data?.language ?? '';

  const choose = (next: string) => {
    const language = isLanguage(next) ? next : null;
    save.mutate(
      { language },
      {
        onSuccess: () => {
          const shown = language ?? browserLanguage();
          storeLanguage(shown);
          void i18n.changeLanguage(shown);
        },
      },
    );
  };

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('language.title')}</h2>
      <Select
        label={t('language.label')}
        hideLabel
        hint={t('language.hint')}
        error={save.isError ? t('language.failed') : undefined}
        value={value}
        disabled={saved.isPending || save.isPending}
        onChange={(event) => choose(event.target.value)}
        options={[{ value: '', label: t('language.browser') }, ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))]}
      />
    </section>
  );
}
