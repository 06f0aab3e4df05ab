import { useInvitations, useRevokeInvitation } from '@shelfmark/api-client/admin';
import type { Invitation } from '@shelfmark/contract';
import { Button, EmptyState, FailureNotice, Loader } from '@shelfmark/design-system';
import { formatDateTime, useT } from '@shelfmark/i18n';
import { useId } from 'react';

function InvitationItem({ invitation }: { invitation: Invitation }) {
  const t = useT('account');
  const id = useId();
  const revoke = useRevokeInvitation();
  return (
    <li className="admin-invitations__item" aria-labelledby={id}>
      <div>
        <p id={id}>
          <span className={invitation.state === 'active' ? 'admin-state' : 'admin-state admin-state--off'}>{t(`admin.registration.states.${invitation.state}`)}</span>
          {' · '}
          {t('admin.registration.usesOf', { uses: invitation.uses, maxUses: invitation.maxUses })}
        </p>
        <p className="account-page__intro">
          {t('admin.registration.expires', { date: formatDateTime(invitation.expiresAt) })}
          {invitation.createdBy && <> · {t('admin.registration.by', { username: invitation.createdBy })}</>}
        </p>
        {revoke.isError && <FailureNotice error={revoke.error} action="remove" />}
      </div>
      <Button variant="secondary" size="sm" aria-describedby={id} loading={revoke.isPending} loadingLabel={t('admin.registration.revoking')} onClick={() => revoke.mutate(invitation.invitationID)}>
        {t('admin.registration.revoke')}
      </Button>
    </li>
  );
}

/** The invitations not revoked, newest first, each with its state and a way to revoke it. */
export function InvitationList() {
  const t = useT('account');
  const invitations = useInvitations();
  if (invitations.isError) return <FailureNotice error={invitations.error} action="load" onRetry={() => void invitations.refetch()} />;
  if (!invitations.data) return <Loader label={t('admin.registration.loading')} />;
  if (invitations.data.length === 0) return <EmptyState title={t('admin.registration.empty')} />;
  return (
    <ul className="admin-invitations">
      {invitations.data.map((invitation) => (
        <InvitationItem key={invitation.invitationID} invitation={invitation} />
      ))}
    </ul>
  );
}
