import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { useIsNarrow } from '../../hooks/use-is-narrow';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { cx } from '../../utils/class-names';
import { IconButton } from '../icon-button/icon-button';
import { pageItems } from './page-items';
import './pager.css';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  /** Number of pages. Omit when unknown (the catalogue pages on until a page is empty): arrows show then. */
  totalPages?: number;
  onPageChange: (page: number) => void;
  /**
   * `top`: numbered buttons on wide screens, previous/next arrows around the current number
   * on narrow ones (500 px or less). `bottom`: only previous/next arrows.
   */
  placement?: 'top' | 'bottom';
  /** Name of the navigation landmark; give each pager on a screen its own. Defaults to 'Pagination'. */
  label?: string;
  className?: string;
}

/** Page selector. Renders nothing when there is only one page. */
export function Pager({ page, totalPages, onPageChange, placement = 'top', label, className }: PagerProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  const narrow = useIsNarrow();
  if (totalPages !== undefined && totalPages <= 1) return null;

  const hasNext = totalPages === undefined || page < totalPages;
  const numbered = placement === 'top' && !narrow && totalPages !== undefined;

  return (
    <nav aria-label={label ?? t('pager.label')} className={cx('sm-pager', `sm-pager--${placement}`, className)}>
      {numbered ? (
        <ol className="sm-pager__pages">
          {pageItems(page, totalPages).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} className="sm-pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className="sm-pager__page"
                  aria-label={t('pager.page', { page: item })}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => item !== page && onPageChange(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
        </ol>
      ) : (
        <div className="sm-pager__arrows">
          <IconButton
            variant="secondary"
            aria-label={t('pager.previous')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          {placement === 'top' && (
            <span className="sm-pager__current">
              <span aria-hidden="true">{page}</span>
              <span className="sm-visually-hidden">
                {totalPages === undefined ? t('pager.page', { page }) : t('pager.pageOf', { page, total: totalPages })}
              </span>
            </span>
          )}
          <IconButton variant="secondary" aria-label={t('pager.next')} disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </div>
      )}
    </nav>
  );
}
