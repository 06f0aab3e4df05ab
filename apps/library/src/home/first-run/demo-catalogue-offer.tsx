import { ApiError } from '@shelfmark/api-client';
import type { useLoadDemoCatalogue } from '@shelfmark/api-client/catalog';
import { Button, InlineError, linkClassName } from '@shelfmark/design-system';
import { formatNumber, useT } from '@shelfmark/i18n';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FIRST_RUN_NAMESPACE } from './namespace';

interface DemoCatalogueOfferProps {
  demo: ReturnType<typeof useLoadDemoCatalogue>;
}

/** For the admin of a fresh install: load the demo catalogue, or import; then where to find it. */
export function DemoCatalogueOffer({ demo }: DemoCatalogueOfferProps) {
  const t = useT(FIRST_RUN_NAMESPACE);
  const headingId = useId();
  const failure = demo.error instanceof ApiError && demo.error.serverMessage ? demo.error.serverMessage : demo.error?.message;
  return (
    <section className="first-run__demo" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('demo.title')}</h3>
      {demo.isSuccess ? (
        <p role="status">
          {t('demo.loaded', { count: demo.data.added, formatted: formatNumber(demo.data.added) })}{' '}
          <Link to="/catalog" className={linkClassName()}>
            {t('demo.browse')}
          </Link>
        </p>
      ) : (
        <>
          <p>{t('demo.text')}</p>
          <div className="first-run__demo-actions">
            <Button onClick={() => demo.mutate()} loading={demo.isPending} loadingLabel={t('demo.loading')}>
              {t('demo.load')}
            </Button>
            <Link to="/imports" className={linkClassName()}>
              {t('demo.import')}
            </Link>
          </div>
          {failure && <InlineError>{failure}</InlineError>}
        </>
      )}
    </section>
  );
}
