import { useCreateInvitation } from '@shelfmark/api-client/admin';
import { INVITATION_MAX_DAYS, INVITATION_MAX_USES } from '@shelfmark/contract';
import { Button, FailureNotice, TextField } from '@shelfmark/design-system';
import { CopyField } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { type FormEvent, useState } from 'react';

/** Makes an invitation link valid for some days and uses, and shows it this once to copy. */
export function InvitationForm() {
  const t = useT('account');
  const [days, setDays] = useState('7');
  const [uses, setUses] = useState('1');
  const create = useCreateInvitation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ days: Number(days), maxUses: Number(uses) });
  };
  return (
    <div className="admin-invitation">
      <form className="admin-invitation__form" onSubmit={submit}>
        <TextField type="number" inputMode="numeric" min={1} max={INVITATION_MAX_DAYS} required label={t('admin.registration.days')} value={days} onChange={(event) => setDays(event.target.value)} />
        <TextField type="number" inputMode="numeric" min={1} max={INVITATION_MAX_USES} required label={t('admin.registration.uses')} value={uses} onChange={(event) => setUses(event.target.value)} />
        <Button type="submit" loading={create.isPending} loadingLabel={t('admin.registration.creating')}>
          {t('admin.registration.create')}
        </Button>
      </form>
      {create.isError && <FailureNotice error={create.error} action="add" />}
      {create.data && (
        <CopyField
          label={t('admin.registration.link')}
          value={create.data.link}
          copyLabel={t('admin.registration.copy')}
          copiedText={t('admin.registration.copied')}
          failedText={t('admin.registration.copyFailed')}
        />
      )}
    </div>
  );
}
