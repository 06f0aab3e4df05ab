import { useInbox, useResolveInboxItem } from '@shelfmark/api-client/integrations';
import type { ImportResolution, InboxItem, InboxResolved } from '@shelfmark/contract';
import { Button, EmptyState, FailureNotice, Loader } from '@shelfmark/design-system';
import { formatDateTime, useT } from '@shelfmark/i18n';
import { useState } from 'react';


/** One play waiting: what it was, the records that come closest, Add to the catalogue, Skip. */
function InboxEntry({ item, onResolved }: { item: InboxItem; onResolved: (done: InboxResolved) => void }) {
  const t = useT('account');
  const resolve = useResolveInboxItem();
  const decide = (resolution: ImportResolution) => resolve.mutate({ integrationID: item.integrationID, itemID: item.id, resolution }, { onSuccess: onResolved });
  const title = `${item.title}${item.year ? ` (${item.year})` : ''}${item.episode ? ` ${item.episode}` : ''}`;
  return (
    <li className="integrations-inbox__item">
      <strong>{title}</strong>
      <span className="integrations-inbox__played">{t('integrations.inbox.playedBy', { action: item.action, user: item.serverUser, when: formatDateTime(item.playedAt) })}</span>
      {item.candidates.length > 0 && <span>{t('integrations.inbox.candidates')}</span>}
      <div className="apps-item__actions">
        {item.candidates.map((candidate) => (
          <Button key={candidate.mediaID} variant="secondary" size="sm" disabled={resolve.isPending} onClick={() => decide({ action: 'match', mediaID: candidate.mediaID })}>
            {t('integrations.inbox.match', { title: candidate.title })}
          </Button>
        ))}
        <Button variant="secondary" size="sm" disabled={resolve.isPending} onClick={() => decide({ action: 'create' })}>
          {t('integrations.inbox.create')}
        </Button>
        <Button variant="ghost" size="sm" disabled={resolve.isPending} onClick={() => decide({ action: 'skip' })}>
          {t('integrations.inbox.skip')}
        </Button>
      </div>
      {resolve.isError && <FailureNotice error={resolve.error} action="save" />}
    </li>
  );
}

/** A media server's inbox: the plays Shelfmark could not place, each to match, add or skip. */
export function Inbox({ integrationID, id }: { integrationID: number; id: string }) {
  const t = useT('account');
  const inbox = useInbox(integrationID);
  const [said, setSaid] = useState('');
  const body = () => {
    if (inbox.isError) return <FailureNotice error={inbox.error} action="load" onRetry={() => void inbox.refetch()} />;
    if (!inbox.data) return <Loader label={t('integrations.inbox.loading')} />;
    if (inbox.data.length === 0) return <EmptyState title={t('integrations.inbox.empty')} />;
    return (
      <ul className="integrations-inbox">
        {inbox.data.map((item) => (
          <InboxEntry key={item.id} item={item} onResolved={(done) => setSaid(t(`integrations.inbox.resolved.${done.state}`))} />
        ))}
      </ul>
    );
  };
  return (
    <section id={id} className="apps-section" aria-label={t('integrations.inbox.heading')}>
      {body()}
      <p role="status" className="apps-item__status">
        {said}
      </p>
    </section>
  );
}
