import { InlineError } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';

/** What a screen shows for a path id that cannot exist, e.g. /series/abc. */
export function InvalidId() {
  const t = useT('catalog');
  return (
    <section className="sm-page">
      <InlineError>{t('apiMessages.invalidId')}</InlineError>
    </section>
  );
}
