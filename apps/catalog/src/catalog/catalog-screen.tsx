import { useCatalogPage } from '@shelfmark/api-client/catalog';
import type { CatalogDisplay } from '@shelfmark/contract';
import { Button, ChevronDownIcon, EmptyState, Pager } from '@shelfmark/design-system';
import { useScrollToTopOnPageChange } from '@shelfmark/design-system/controls';
import { TypeButtons } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { useRememberedChoice } from '@shelfmark/session';
import { useId, useState } from 'react';
import { MediaGrid } from '../shared/media-grid';
import { QueryState } from '../shared/query-state';
import { ActiveFilters } from './active-filters';
import { CatalogFilters } from './catalog-filters';
import { CoverGrid } from './cover-grid';
import { useCatalogParams } from './use-catalog-params';
import './catalog-screen.css';

/** The shared catalogue, 12 items a page, filtered by type and genre. */
export function CatalogScreen() {
  const t = useT('catalog');
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [display, setDisplay] = useRememberedChoice('catalogDisplay');
  const { params, setPage, setType, setGenre, clearFilters } = useCatalogParams();
  const query = useCatalogPage(params);
  // The catalogue has no total: paging goes on until a page comes back empty.
  const atEnd = query.data?.length === 0;
  useScrollToTopOnPageChange(params.page);
  const pager = (placement: 'top' | 'bottom') => (
    <Pager
      page={params.page}
      totalPages={atEnd ? params.page : undefined}
      placement={atEnd ? 'bottom' : placement}
      label={t(`catalog.pager.${placement}`)}
      onPageChange={setPage}
    />
  );
  const displayOptions = [
    { value: 'cover', label: t('catalog.display.cover') },
    { value: 'exp', label: t('catalog.display.exp') },
  ] as const;

  return (
    <section className="sm-page catalog-screen" aria-busy={query.isPlaceholderData}>
      <h1>{t('screens.catalog')}</h1>
      <div className="catalog-screen__toolbar">
        <Button variant="secondary" size="sm" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen(!filtersOpen)}>
          {t('catalog.filters')}
          <ChevronDownIcon className={filtersOpen ? 'catalog-screen__chevron--open' : undefined} />
        </Button>
        <TypeButtons<CatalogDisplay>
          label={t('catalog.display.label')}
          options={displayOptions}
          value={display}
          onChange={(value) => value && setDisplay(value)}
        />
      </div>
      {filtersOpen && (
        <CatalogFilters id={panelId} type={params.type} genre={params.genre} onTypeChange={setType} onGenreChange={setGenre} />
      )}
      <ActiveFilters type={params.type} genre={params.genre} onClear={clearFilters} />
      {pager('top')}
      <QueryState query={query}>
        {(media) =>
          media.length === 0 ? (
            <EmptyState title={t('messages.endOfShelf')} />
          ) : display === 'cover' ? (
            <CoverGrid media={media} label={t('catalog.listLabel')} />
          ) : (
            <MediaGrid media={media} label={t('catalog.listLabel')} withShelfStatus />
          )
        }
      </QueryState>
      {pager('bottom')}
    </section>
  );
}
