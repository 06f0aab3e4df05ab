import type { ImportResolution, ImportRow, Media } from '@shelfmark/contract';
import { Button, InlineError } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useId, useState } from 'react';
import { useResolveImportRow } from '@shelfmark/api-client/imports';
import { CandidateList } from './candidate-list';
import { CataloguePicker } from './catalogue-picker';
import { RowDetails } from './row-details';
import { serverMessage } from '../shared/server-message';

export interface ReviewRowProps {
  jobId: number;
  row: ImportRow;
  /** Called with a sentence for screen readers once the row is resolved. */
  onResolved: (message: string) => void;
}

type Pending = 'create' | 'skip' | `match-${number}`;

/** One row of the inbox: what the file said, the candidates, and the four ways to settle it. */
export function ReviewRow({ jobId, row, onResolved }: ReviewRowProps) {
  const t = useT('account');
  const titleId = useId();
  const resolve = useResolveImportRow();
  const [searching, setSearching] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const title = row.title || t('importRow.untitled');

  const settle = (resolution: ImportResolution, key: Pending, message: string) => {
    setPending(key);
    resolve.mutate(
      { jobId, rowId: row.id, resolution },
      { onSuccess: () => onResolved(message), onSettled: () => setPending(null) },
    );
  };
  const match = (mediaID: number, mediaTitle: string) =>
    settle({ action: 'match', mediaID }, `match-${mediaID}`, t('inbox.announce.matched', { title, match: mediaTitle }));
  const busy = pending !== null;

  return (
    <li className="account-request account-import-row" aria-labelledby={titleId}>
      <div className="account-request__summary">
        <h3 id={titleId} className="account-import-row__title">
          {title}
        </h3>
        {row.creator && <span className="account-request__creator">{t('request.by', { creator: row.creator })}</span>}
      </div>
      {row.reason && <p className="account-import-row__reason">{row.reason}</p>}
      <RowDetails row={row} />
      <CandidateList
        candidates={row.candidates}
        saysWhyNone={row.reason !== null}
        pending={pending}
        busy={busy}
        onUse={(candidate) => match(candidate.mediaID, candidate.title)}
      />
      {searching && (
        <CataloguePicker
          initialText={row.isbn ?? row.title}
          rowTitle={title}
          disabled={busy}
          onPick={(media: Media) => match(media.mediaID, media.title)}
        />
      )}
      <div className="account-request__actions">
        <Button variant="secondary" size="sm" aria-expanded={searching} disabled={busy} onClick={() => setSearching((open) => !open)}>
          {t('inbox.search')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={pending === 'create'}
          loadingLabel={t('inbox.creating')}
          disabled={busy && pending !== 'create'}
          onClick={() => settle({ action: 'create' }, 'create', t('inbox.announce.created', { title }))}
        >
          {t('inbox.create')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          loading={pending === 'skip'}
          loadingLabel={t('inbox.skipping')}
          disabled={busy && pending !== 'skip'}
          onClick={() => settle({ action: 'skip' }, 'skip', t('inbox.announce.skipped', { title }))}
        >
          {t('inbox.skip')}
        </Button>
      </div>
      {resolve.isError && <InlineError>{serverMessage(resolve.error) ?? t('inbox.resolveFailed')}</InlineError>}
    </li>
  );
}
