import { countsTowardProgress } from '@shelfmark/contract';
import { Button, ChevronDownIcon } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useId, useState } from 'react';
import type { SeasonGroup } from './seasons';
import { SubmediaRow } from './submedia-row';
import type { WatchActions } from './watch-actions';
import type { WatchKind } from './watch-kind';

/** Rows drawn at once: a season of 1,000 episodes shows this many and "Show all", so the page stays fast. */
export const ROW_LIMIT = 100;

interface SeasonSectionProps {
  mediaID: number;
  group: SeasonGroup;
  kind: WatchKind;
  actions: WatchActions;
  today: string;
  open: boolean;
  onToggle: () => void;
}

/** A season, collapsible: closed, only its heading and count are drawn; open, its season actions and episodes. */
export function SeasonSection({ mediaID, group, kind, actions, today, open, onToggle }: SeasonSectionProps) {
  const t = useT('media');
  const panelId = useId();
  const title = seasonTitle(group.season, t);
  const { season } = group;
  const counted = group.items.filter(countsTowardProgress).length || group.items.length;
  return (
    <li className="submedia-season">
      <h3 className="submedia-season__heading">
        <button type="button" className="submedia-season__toggle" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={onToggle}>
          <ChevronDownIcon className="submedia-season__chevron" />
          <span>{title}</span>
          <span className="submedia-row__meta">{t('submedia.seasonProgress', { watched: group.watched, total: counted })}</span>
        </button>
      </h3>
      {open && (
        <div id={panelId}>
          {season !== null && (
            <div className="media-detail__actions">
              {group.watched < group.items.length && (
                <Button size="sm" variant="secondary" aria-label={t('submedia.markSeasonLabel', { season: title })} onClick={() => actions.mark({ season })}>
                  {t('submedia.markSeason')}
                </Button>
              )}
              {group.watched > 0 && (
                <Button size="sm" variant="ghost" aria-label={t('submedia.unmarkSeasonLabel', { season: title })} onClick={() => actions.unmark({ season })}>
                  {t('submedia.unmarkSeason')}
                </Button>
              )}
            </div>
          )}
          <SubmediaRows mediaID={mediaID} items={group.items} kind={kind} actions={actions} today={today} />
        </div>
      )}
    </li>
  );
}

type SubmediaRowsProps = Pick<SeasonSectionProps, 'mediaID' | 'kind' | 'actions' | 'today'> & { items: SeasonGroup['items'] };

/** The rows of a season or an album, the first ROW_LIMIT until "Show all". */
export function SubmediaRows({ mediaID, items, kind, actions, today }: SubmediaRowsProps) {
  const t = useT('media');
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, ROW_LIMIT);
  return (
    <>
      <ol className="submedia-rows">
        {shown.map((item) => (
          <SubmediaRow key={item.submediaID} mediaID={mediaID} item={item} kind={kind} actions={actions} today={today} />
        ))}
      </ol>
      {shown.length < items.length && (
        <Button size="sm" variant="secondary" onClick={() => setAll(true)}>
          {t('submedia.showAll', { count: items.length })}
        </Button>
      )}
    </>
  );
}

function seasonTitle(season: number | null, t: ReturnType<typeof useT>): string {
  if (season === null) return t('submedia.otherEpisodes');
  return season === 0 ? t('submedia.specials') : t('submedia.season', { number: season });
}
