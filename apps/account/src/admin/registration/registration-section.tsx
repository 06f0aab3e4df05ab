import { useRegistration, useSetRegistration } from '@shelfmark/api-client/admin';
import { REGISTRATION_MODES, type RegistrationMode } from '@shelfmark/contract';
import { FailureNotice, Loader } from '@shelfmark/design-system';
import { Select } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { InvitationForm } from './invitation-form';
import { InvitationList } from './invitation-list';

/** Who may register, and the invitation links that let people in while it is by invitation. */
export function RegistrationSection() {
  const t = useT('account');
  const registration = useRegistration();
  const save = useSetRegistration();

  const mode = () => {
    if (registration.isError) return <FailureNotice error={registration.error} action="load" onRetry={() => void registration.refetch()} />;
    if (!registration.data) return <Loader label={t('admin.registration.heading')} />;
    return (
      <div className="admin-registration__mode">
        <Select
          label={t('admin.registration.mode')}
          value={registration.data.mode}
          disabled={save.isPending}
          options={REGISTRATION_MODES.map((value) => ({ value, label: t(`admin.registration.modes.${value}`) }))}
          onChange={(event) => save.mutate(event.target.value as RegistrationMode)}
        />
        <p role="status" className="account-page__intro">
          {save.isSuccess ? t('admin.registration.saved') : ''}
        </p>
        {save.isError && <FailureNotice error={save.error} action="save" />}
      </div>
    );
  };

  return (
    <section aria-labelledby="admin-registration-heading" className="account-section admin-section">
      <h2 id="admin-registration-heading">{t('admin.registration.heading')}</h2>
      {mode()}
      <h3>{t('admin.registration.invitations')}</h3>
      <p className="account-page__intro">{t('admin.registration.invitationsIntro')}</p>
      <InvitationForm />
      <InvitationList />
    </section>
  );
}
