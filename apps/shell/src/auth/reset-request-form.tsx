import { useRequestPasswordReset } from '@shelfmark/api-client/users';
import { MESSAGES, PasswordResetRequestSchema } from '@shelfmark/contract';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import './auth-messages';

export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const t = useT('shell');
  const request = useRequestPasswordReset();
  const form = useSchemaForm(PasswordResetRequestSchema, { initial: { email: '' } });

  const back = (
    <button type="button" className="sm-auth__link" onClick={onBack}>
      {t('auth.backToSignIn')}
    </button>
  );

  if (request.isSuccess) {
    return (
      <div className="sm-auth__form">
        <p role="status">{MESSAGES.resetEmailSent}</p>
        {back}
      </div>
    );
  }

  return (
    <form className="sm-auth__form" onSubmit={form.submit(({ email }) => request.mutate(email))} noValidate aria-labelledby="sm-auth-title">
      <p>{t('auth.forgotIntro')}</p>
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      {request.isError && <InlineError>{MESSAGES.somethingWentWrong}</InlineError>}
      <Button type="submit" fullWidth loading={request.isPending} loadingLabel={t('auth.sendingReset')}>
        {t('auth.sendReset')}
      </Button>
      {back}
    </form>
  );
}
