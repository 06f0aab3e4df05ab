import { mediaTypeLabel, type ImportCandidate } from '@shelfmark/contract';
import { Button } from '@shelfmark/design-system';
import { formatNumber, useT } from '@shelfmark/i18n';

export interface CandidateListProps {
  candidates: ImportCandidate[];
  /** The row's reason already says nothing matched, so an empty list needs no words of its own. */
  saysWhyNone: boolean;
  /** The action in flight on this row, e.g. 'match-12'. */
  pending: string | null;
  busy: boolean;
  onUse: (candidate: ImportCandidate) => void;
}

/** The catalogue records the server thinks the row may be, most likely first, with confidence. */
export function CandidateList({ candidates, saysWhyNone, pending, busy, onUse }: CandidateListProps) {
  const t = useT('account');
  if (candidates.length === 0) return saysWhyNone ? null : <p className="account-import-row__none">{t('inbox.noCandidates')}</p>;
  const sorted = [...candidates].sort((a, b) => b.confidence - a.confidence);
  return (
    <div className="account-candidates">
      <p className="account-candidates__heading">{t('inbox.candidates')}</p>
      <ul className="account-candidates__list">
        {sorted.map((candidate) => {
          const key = `match-${candidate.mediaID}`;
          return (
            <li key={candidate.mediaID} className="account-candidate">
              <span className="account-candidate__text">
                <span className="account-candidate__title">{candidate.title}</span>
                <span className="account-request__creator">
                  {[candidate.creator, mediaTypeLabel(candidate.type)].filter(Boolean).join(' · ')}
                </span>
              </span>
              <span className="account-candidate__confidence">
                {t('inbox.confidence', { percent: formatNumber(Math.round(candidate.confidence * 100)) })}
              </span>
              <Button
                size="sm"
                loading={pending === key}
                loadingLabel={t('inbox.matching')}
                disabled={busy && pending !== key}
                onClick={() => onUse(candidate)}
                // Names the candidate for screen readers, in one phrase (a hidden span got a stray space before its colon in Chromium).
                aria-label={pending === key ? undefined : t('inbox.useMatchFor', { title: candidate.title })}
              >
                {t('inbox.useMatch')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
