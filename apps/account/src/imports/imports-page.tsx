import { useT } from '@shelfmark/i18n';
import { ImportForm } from './import-form';
import { PastImports } from './past-imports';

/** /imports: start an import, and find the earlier ones. */
export function ImportsPage() {
  const t = useT('account');
  return (
    <section className="sm-page account-page">
      <h1>{t('imports.title')}</h1>
      <p className="account-page__intro">{t('imports.intro')}</p>
      <ImportForm />
      <PastImports />
    </section>
  );
}
