import { getCatalogPageQueryOptions, useCatalogPage, useLoadDemoCatalogue } from '@shelfmark/api-client/catalog';
import { registerMessages, useT } from '@shelfmark/i18n';
import { Button } from '@shelfmark/design-system';
import { useIsAdmin, useRememberedChoice } from '@shelfmark/session';
import type { QueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DemoCatalogueOffer } from './demo-catalogue-offer';
import en from '../../locales/first-run.en.json';
import { FIRST_RUN_NAMESPACE } from './namespace';
import './first-run.css';

// Its texts come with the chunk: Home's own bundle does not carry them.
registerMessages(FIRST_RUN_NAMESPACE, { en }, (language) => import(/* webpackExclude: /\.en\.json$/ */ `../../locales/first-run.${language}.json`));

const FIRST_CATALOG_PAGE = { page: 1, genre: 0, type: null } as const;

/** What the panel needs before it shows: for an admin, whether the catalogue is empty (a fresh install). */
export async function prepareFirstRun(client: QueryClient, admin: boolean): Promise<void> {
  if (admin) await client.prefetchQuery(getCatalogPageQueryOptions(FIRST_CATALOG_PAGE));
}

const STEPS = [
  { key: 'import', to: '/imports' },
  { key: 'add', to: '/addmedia' },
  { key: 'browse', to: '/catalog' },
] as const;

/**
 * Home with nothing on the shelf yet: what to do first (import from another service, add
 * media, browse the catalogue), above the spec's sections, until the first item arrives or the
 * user hides it; an admin on a fresh install with an empty catalogue is offered the demo
 * catalogue too.
 */
export function FirstRunPanel() {
  const t = useT(FIRST_RUN_NAMESPACE);
  const admin = useIsAdmin();
  const catalog = useCatalogPage(FIRST_CATALOG_PAGE, { enabled: admin });
  const emptyCatalogue = admin && catalog.data?.length === 0;
  const headingId = useId();
  const demo = useLoadDemoCatalogue();
  const [, setDismissed] = useRememberedChoice('firstRunDismissed');
  return (
    <section className="first-run" aria-labelledby={headingId}>
      <div className="first-run__head">
        <h2 id={headingId}>{t('title')}</h2>
        <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
          {t('dismiss')}
        </Button>
      </div>
      <p className="first-run__lead">{t('lead')}</p>
      {(emptyCatalogue || demo.isSuccess) && <DemoCatalogueOffer demo={demo} />}
      <ul className="first-run__steps">
        {STEPS.map((step) => (
          <li key={step.key} className="first-run__step">
            <h3>
              <Link to={step.to} className="first-run__link">
                {t(`${step.key}.title`)}
              </Link>
            </h3>
            <p>{t(`${step.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
