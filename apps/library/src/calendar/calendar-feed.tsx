import { type CalendarFeed, webcalUrl } from '@shelfmark/contract';
import { useRegenerateCalendarFeed, useRevokeCalendarFeed } from '@shelfmark/api-client/calendar';
import { Button, InlineError } from '@shelfmark/design-system';
import { ConfirmDialog, CopyField } from '@shelfmark/design-system/controls';
import { formatDateTime, useT } from '@shelfmark/i18n';
import { useState } from 'react';

type Confirming = 'regenerate' | 'revoke' | null;

/** The feed: create it; copy, open, regenerate or turn off its address; when a calendar app last fetched it. */
export function CalendarFeedPanel({ feed }: { feed: CalendarFeed | null }) {
  const t = useT('library');
  const regenerate = useRegenerateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const failed = regenerate.isError || revoke.isError;
  const act = (action: Exclude<Confirming, null>) => {
    setConfirming(null);
    (action === 'regenerate' ? regenerate : revoke).mutate();
  };
  return (
    <section className="calendar__feed" aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading">{t('calendar.feedHeading')}</h2>
      <p>{t('calendar.feedIntro')}</p>
      {feed === null ? (
        <>
          <p>{t('calendar.feedNone')}</p>
          <Button onClick={() => regenerate.mutate()} loading={regenerate.isPending} loadingLabel={t('calendar.creating')}>
            {t('calendar.create')}
          </Button>
        </>
      ) : (
        <>
          <CopyField
            label={t('calendar.feedAddress')}
            value={feed.url}
            copyLabel={t('calendar.copy')}
            copiedText={t('calendar.copied')}
            failedText={t('calendar.copyFailed')}
          />
          <p className="calendar__fetched">
            {feed.lastFetchedAt ? t('calendar.lastFetched', { date: formatDateTime(feed.lastFetchedAt) }) : t('calendar.neverFetched')}
          </p>
          <div className="calendar__feed-actions">
            <a href={webcalUrl(feed.url)} className="sm-button sm-button--primary sm-button--md">
              {t('calendar.openInApp')}
            </a>
            <Button variant="secondary" onClick={() => setConfirming('regenerate')} loading={regenerate.isPending} loadingLabel={t('calendar.regenerating')}>
              {t('calendar.regenerate')}
            </Button>
            <Button variant="danger" onClick={() => setConfirming('revoke')} loading={revoke.isPending} loadingLabel={t('calendar.revoking')}>
              {t('calendar.revoke')}
            </Button>
          </div>
        </>
      )}
      {failed && <InlineError>{t('calendar.actionFailed')}</InlineError>}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'revoke' ? t('calendar.revokeConfirm') : t('calendar.regenerateConfirm')}
        tone={confirming === 'revoke' ? 'danger' : 'primary'}
        confirmLabel={confirming === 'revoke' ? t('calendar.revoke') : t('calendar.regenerate')}
        cancelLabel={t('calendar.cancel')}
        onConfirm={() => confirming && act(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p>{confirming === 'revoke' ? t('calendar.revokeWarning') : t('calendar.regenerateWarning')}</p>
      </ConfirmDialog>
    </section>
  );
}
