import { REVIEW_YEAR_MAX, REVIEW_YEAR_MIN } from '@shelfmark/contract';
import { useShares } from '@shelfmark/api-client/shares';
import { EmptyState, InlineError, Loader } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useSearchParams } from 'react-router-dom';
import '../year-share-messages';
import { ShareForm } from './share-form';
import { ShareRow } from './share-row';
import './shares.css';

function yearFrom(value: string | null): number | null {
  const year = Number(value);
  return value && Number.isInteger(year) && year >= REVIEW_YEAR_MIN && year <= REVIEW_YEAR_MAX ? year : null;
}

/** /shares: make a link to a year in review or a shelf, and see, copy and revoke the links made. */
export function SharesScreen() {
  const t = useT('library');
  const [params] = useSearchParams();
  const links = useShares();
  return (
    <div className="sm-page shares">
      <header>
        <h1>{t('shares.title')}</h1>
        <p className="shares__intro">{t('shares.intro')}</p>
      </header>
      <ShareForm initialYear={yearFrom(params.get('year'))} />
      <section className="shares__list" aria-labelledby="shares-list-heading">
        <h2 id="shares-list-heading">{t('shares.listHeading')}</h2>
        {links.isError ? (
          <InlineError onRetry={() => void links.refetch()}>{t('shares.loadFailed')}</InlineError>
        ) : !links.data ? (
          <Loader block />
        ) : links.data.length === 0 ? (
          <EmptyState title={t('shares.none')} />
        ) : (
          <ul>
            {links.data.map((link) => (
              <li key={link.id}>
                <ShareRow link={link} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
