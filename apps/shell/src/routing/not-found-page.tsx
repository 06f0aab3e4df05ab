import { useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const t = useT('shell');
  return (
    <section className="sm-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
