import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { linkClassName } from '../link/link';
import { renderAnchor } from '../../utils/render-link';
import type { RenderLink } from '../../utils/render-link';

export interface SeriesProgressLineProps {
  /** Items of the series the reader has finished. */
  finished: number;
  /** Items in the series. */
  total: number;
  /** What finishing is called for the series' kind of media ('read', 'played'); 'finished' by default. */
  verb?: string | null;
  /** The next item by series number not finished yet; absent when every item is. */
  nextUp?: { title: string; href: string } | null;
  /** Renders the next item's link with the app's router; a plain <a> by default. */
  renderLink?: RenderLink;
}

/** "3 of 7 read — next up: {title}", the title linking to the item, or "… — all done". */
export function SeriesProgressLine({ finished, total, verb, nextUp, renderLink = renderAnchor }: SeriesProgressLineProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  return (
    <span>
      {t('seriesProgress.progress', { finished, total, verb: verb ?? t('seriesProgress.finished') })} —{' '}
      {nextUp ? (
        <>
          {t('seriesProgress.nextUp')} {renderLink({ href: nextUp.href, className: linkClassName(), children: nextUp.title })}
        </>
      ) : (
        t('seriesProgress.allDone')
      )}
    </span>
  );
}
