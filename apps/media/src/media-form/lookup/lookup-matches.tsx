import { LOOKUP_SERVICE_LABELS, type LookupResult, type LookupServiceState } from '@shelfmark/contract';
import { Button, CloseIcon, IconButton, useIsNarrow } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import type { FormLookup, LookupField } from './use-form-lookup';

/** At most this many matches: the list sits beside the form and should not reach far below the field. */
const SHOWN = 6;

function matchDetails(match: LookupResult): string {
  const year = match.publication?.slice(0, 4) ?? (match.startyear === null ? null : String(match.startyear));
  return [match.creators.join(' & '), year, match.isbn].filter(Boolean).join(' · ');
}

/** What the form says when a service gave nothing to pick: quietly, the form works as ever. */
function useStateNote(state: LookupServiceState | undefined, failed: boolean, found: number): string | null {
  const t = useT('media');
  if (failed) return t('lookup.callFailed');
  if (!state) return null;
  const service = LOOKUP_SERVICE_LABELS[state.service];
  if (state.state === 'ok') return found === 0 ? t('lookup.noMatches', { service }) : null;
  return t(`lookup.state.${state.state}`, { service });
}

/** The look-up's matches for one field (Title or ISBN), beside the form when wide and inline when narrow, or a quiet note. */
export function LookupMatches({ lookup, field }: { lookup: FormLookup; field: LookupField }) {
  const t = useT('media');
  const narrow = useIsNarrow();
  const { response, failed, pending } = lookup.matches;
  const results = response?.results.slice(0, SHOWN) ?? [];
  const note = useStateNote(response?.services[0], failed, results.length);
  if (lookup.field !== field) return null;
  const service = response ? LOOKUP_SERVICE_LABELS[response.services[0]?.service ?? 'openlibrary'] : null;

  const status = pending ? t('lookup.looking') : results.length > 0 ? t('lookup.found', { count: results.length, service }) : note;

  return (
    <>
      <p className={results.length > 0 ? 'sm-visually-hidden' : 'media-form__lookup-note'} role="status">
        {status}
      </p>
      {results.length > 0 && (
        <div
          className={`media-form__lookup media-form__suggestions media-form__suggestions--${narrow ? 'inline' : 'beside'}`}
          onKeyDown={(event) => event.key === 'Escape' && lookup.dismiss()}
        >
          <div className="media-form__lookup-head">
            <h2 id={`media-form-lookup-${field}`} className="media-form__lookup-title">
              {t('lookup.matchesFrom', { service })}
            </h2>
            <IconButton aria-label={t('lookup.hide')} size="sm" variant="ghost" onClick={lookup.dismiss}>
              <CloseIcon />
            </IconButton>
          </div>
          <ul aria-labelledby={`media-form-lookup-${field}`}>
            {results.map((match) => (
              <li key={`${match.service}-${match.serviceId}`}>
                <Button size="sm" variant="ghost" className="media-form__lookup-match" onClick={() => lookup.pick(match)}>
                  <span className="media-form__lookup-match-title">{match.title}</span>
                  <span className="media-form__lookup-match-details">{matchDetails(match)}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
