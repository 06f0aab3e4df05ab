import type { Submedia } from '@shelfmark/contract';
import { Button } from '@shelfmark/design-system';
import { formatDate, useT } from '@shelfmark/i18n';
import { rowLabel } from './seasons';
import { SubmediaFavorite } from './submedia-favorite';
import type { WatchActions } from './watch-actions';
import type { WatchKind } from './watch-kind';

interface SubmediaRowProps {
  mediaID: number;
  item: Submedia;
  kind: WatchKind;
  actions: WatchActions;
  today: string;
}

/** One song or episode: its watched (listened) control, air date, watch count, "up to here" and its favourite on the shelf. */
export function SubmediaRow({ mediaID, item, kind, actions, today }: SubmediaRowProps) {
  const t = useT('media');
  const label = rowLabel(item);
  const watched = item.watched ?? false;
  const count = item.watchCount ?? 0;
  const airDate = item.airDate ?? null;
  return (
    <li className="submedia-row">
      <label className="submedia-row__watch">
        <input
          type="checkbox"
          checked={watched}
          aria-label={t(`submedia.${kind}.mark`, { title: label })}
          onChange={(event) => (event.target.checked ? actions.mark : actions.unmark)({ submediaIDs: [item.submediaID] })}
        />
        <span className="submedia-row__title">{label}</span>
      </label>
      {airDate && (
        <time className="submedia-row__meta" dateTime={airDate}>
          {airDate > today ? t('submedia.airs', { date: airDateText(airDate) }) : airDateText(airDate)}
        </time>
      )}
      {count > 1 && <span className="submedia-row__meta">{t(`submedia.${kind}.count`, { count })}</span>}
      <Button size="sm" variant="ghost" aria-label={t(`submedia.${kind}.upToHereLabel`, { title: label })} onClick={() => actions.mark({ through: item.submediaID })}>
        {t(`submedia.${kind}.upToHere`)}
      </Button>
      {item.usersubmediaID !== null && <SubmediaFavorite mediaID={mediaID} usersubmediaID={item.usersubmediaID} title={item.title} favorited={item.favorited} />}
    </li>
  );
}

/** An air date is a calendar day: read in UTC, or a zone west of Greenwich shows the day before. */
const airDateText = (day: string) => formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
