import { Button, InlineError } from '@shelfmark/design-system';
import type { FormErrors } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { ConfirmDialog } from '@shelfmark/design-system/controls';
import { useRef, useState } from 'react';
import { emptySeason, type SeasonDraft } from './episode-drafts';
import { SeasonFields, seasonName } from './season-fields';

interface EditorProps {
  seasons: SeasonDraft[];
  errors: FormErrors;
  onChange: (seasons: SeasonDraft[]) => void;
}

/** The season after the highest one entered (specials aside), or 1. */
function nextSeasonNumber(seasons: readonly SeasonDraft[]): string {
  const numbers = seasons.map((season) => Number(season.number)).filter((number) => Number.isInteger(number) && number > 0);
  return String(Math.max(0, ...numbers) + 1);
}

/** Up to this many seasons the form shows them all open; a longer show's start folded. */
const OPEN_SEASONS = 3;

/** A TV show's seasons, a season at a time; the whole list is checked against the 2,000-episode limit on save. */
export function SeasonsEditor({ seasons, errors, onChange }: EditorProps) {
  const t = useT('media');
  // Whether each season starts open, decided when it first shows: all of a short show, only those
  // added with the button for a long one (filled from the record or a look-up). Kept, so adding a
  // season never folds the others.
  const startsOpen = useRef(new Map<string, boolean>());
  const added = useRef(new Set<string>());
  for (const season of seasons) {
    if (!startsOpen.current.has(season.key)) startsOpen.current.set(season.key, seasons.length <= OPEN_SEASONS || added.current.has(season.key));
  }
  const addSeason = () => {
    const season = emptySeason(nextSeasonNumber(seasons));
    added.current.add(season.key);
    onChange([...seasons, season]);
  };
  const replace = (index: number, season: SeasonDraft) => onChange(seasons.map((current, at) => (at === index ? season : current)));
  // A season the record already has: removing it deletes its episodes and everyone's marks of them on save, so it is asked first.
  const [confirming, setConfirming] = useState<SeasonDraft | null>(null);
  const remove = (season: SeasonDraft) => onChange(seasons.filter((current) => current.key !== season.key));
  const askToRemove = (season: SeasonDraft) => (season.known.some((episode) => episode.overallnum !== null) ? setConfirming(season) : remove(season));
  return (
    <section className="media-form__entry media-form__seasons" aria-labelledby="media-form-seasons">
      <h2 id="media-form-seasons" className="media-form__label">
        {t('form.episodesHeading')}
      </h2>
      {errors['submedia'] && <InlineError>{errors['submedia']}</InlineError>}
      {seasons.map((season, index) => (
        <SeasonFields
          key={season.key}
          season={season}
          kind="episode"
          errors={errors}
          onChange={(next) => replace(index, next)}
          onRemove={() => askToRemove(season)}
          startOpen={startsOpen.current.get(season.key) ?? true}
        />
      ))}
      <div className="media-form__actions media-form__actions--start">
        <Button size="sm" variant="secondary" onClick={addSeason}>
          {t('form.addSeason')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('form.removeSeasonTitle', { name: confirming ? seasonName(confirming, t) : '' })}
        confirmLabel={t('form.removeSeasonConfirm')}
        onConfirm={() => {
          if (confirming) remove(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('form.removeSeasonWarning', { count: confirming?.known.filter((episode) => episode.overallnum !== null).length ?? 0 })}</p>
      </ConfirmDialog>
    </section>
  );
}

/** An album's songs: how many, and their titles (and lengths) one per line. */
export function SongsEditor({ seasons, errors, onChange }: EditorProps) {
  const songs = seasons[0] ?? emptySeason('');
  return (
    <>
      {errors['submedia'] && <InlineError>{errors['submedia']}</InlineError>}
      <SeasonFields season={songs} kind="song" errors={errors} onChange={(next) => onChange([next])} />
    </>
  );
}
