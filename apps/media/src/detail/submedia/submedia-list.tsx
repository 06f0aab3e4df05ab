import { useMarkWatches, useUnmarkWatches, type WatchSelection } from '@shelfmark/api-client/episodes';
import { toIsoDate, type Media, type UserMedia, type WatchResult } from '@shelfmark/contract';
import { FailureNotice } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useMemo, useState } from 'react';
import { SeasonSection, SubmediaRows } from './season-section';
import { currentSeason, groupSeasons } from './seasons';
import { SeenOffer } from './seen-offer';
import type { WatchActions } from './watch-actions';
import { watchDateError, WatchDateField } from './watch-date-field';
import { watchKindOf } from './watch-kind';
import './submedia.css';

/**
 * Songs or episodes, each with its watched (listened) control: a TV show by season (the one
 * with the next episode open, specials last), an album as one list. Marking puts the item on
 * the shelf when it is not there; the last mark offers to mark it Seen.
 */
export function SubmediaList({ media, item }: { media: Media; item: UserMedia | null }) {
  const t = useT('media');
  const kind = watchKindOf(media.type);
  const today = toIsoDate(new Date());
  const [day, setDay] = useState(today);
  const [offer, setOffer] = useState(false);
  const mark = useMarkWatches(media.mediaID);
  const unmark = useUnmarkWatches(media.mediaID);
  const groups = useMemo(() => groupSeasons(media.submedia), [media.submedia]);
  const [openSeasons, setOpenSeasons] = useState(() => new Set([currentSeason(groups)]));
  if (media.submedia.length === 0) return null;

  const settled = { onSuccess: (result: WatchResult) => setOffer(result.allWatched && result.status !== 'read') };
  const actions: WatchActions = {
    mark: (selection: WatchSelection) => {
      if (watchDateError(day, today)) return;
      // Today is "now", which keeps the time of day; another day is sent as that day.
      mark.mutate({ selection, ...(day && day !== today ? { date: day } : {}) }, settled);
    },
    unmark: (selection: WatchSelection) => unmark.mutate({ selection }, settled),
  };
  const toggle = (season: number | null) =>
    setOpenSeasons((open) => {
      const next = new Set(open);
      if (!next.delete(season)) next.add(season);
      return next;
    });
  const bySeason = media.type === 'tvshow' && groups.some((group) => group.season !== null);
  const failure = mark.error ?? unmark.error;

  return (
    <section className="media-detail__section submedia" aria-labelledby="media-submedia-title">
      <h2 id="media-submedia-title">{kind === 'song' ? t('submedia.songs') : t('submedia.episodes')}</h2>
      <WatchDateField kind={kind} value={day} today={today} onChange={setDay} />
      {failure && <FailureNotice error={failure} action="save" />}
      {offer && item && item.status !== 'read' && <SeenOffer type={media.type} kind={kind} item={item} onDone={() => setOffer(false)} />}
      {bySeason ? (
        <ul className="submedia-seasons">
          {groups.map((group) => (
            <SeasonSection
              key={group.season ?? 'none'}
              mediaID={media.mediaID}
              group={group}
              kind={kind}
              actions={actions}
              today={today}
              open={openSeasons.has(group.season)}
              onToggle={() => toggle(group.season)}
            />
          ))}
        </ul>
      ) : (
        <SubmediaRows mediaID={media.mediaID} items={groups.flatMap((group) => group.items)} kind={kind} actions={actions} today={today} />
      )}
    </section>
  );
}
