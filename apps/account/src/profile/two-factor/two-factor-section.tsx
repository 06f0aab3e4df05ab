import { useSetUpTwoFactor, useTurnOffTwoFactor, useTwoFactor } from '@shelfmark/api-client/two-factor';
import type { TwoFactorStatus } from '@shelfmark/contract';
import { Button, FailureNotice, Loader, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { type FormEvent, useState } from 'react';
import { RecoveryCodes } from './recovery-codes';
import { serverMessageOr } from './server-message';
import { TwoFactorSetup } from './two-factor-setup';
import './two-factor-messages';
import './two-factor.css';

/** Two-factor sign-in on: how many recovery codes are left, and turning it off with the password. */
function TwoFactorOn({ status }: { status: TwoFactorStatus }) {
  const t = useT('account');
  const turnOff = useTurnOffTwoFactor();
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    turnOff.mutate({ password });
  };

  return (
    <>
      <p>
        {t('twoFactor.on')} {t('twoFactor.codesLeft', { count: status.recoveryCodesLeft })}
      </p>
      <form className="two-factor__form" onSubmit={submit} noValidate>
        <p className="account-page__intro">{t('twoFactor.turnOffIntro')}</p>
        <TextField
          label={t('twoFactor.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={turnOff.isError ? serverMessageOr(turnOff.error) : undefined}
        />
        <div>
          <Button type="submit" variant="secondary" loading={turnOff.isPending} loadingLabel={t('twoFactor.turningOff')}>
            {t('twoFactor.turnOff')}
          </Button>
        </div>
      </form>
    </>
  );
}

/**
 * On the user's own profile: two-factor sign-in (ADR 0036). Set up shows a QR code and the key,
 * a code from the app turns it on and the recovery codes are shown that once; turning it off
 * asks the password.
 */
export function TwoFactorSection() {
  const t = useT('account');
  const status = useTwoFactor();
  const setUp = useSetUpTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const body = () => {
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    if (status.isError) return <FailureNotice error={status.error} action="load" onRetry={() => void status.refetch()} />;
    if (!status.data) return <Loader label={t('twoFactor.loading')} />;
    if (status.data.enabled) return <TwoFactorOn status={status.data} />;
    if (setUp.data) {
      return (
        <TwoFactorSetup
          setup={setUp.data}
          onConfirmed={({ recoveryCodes: codes }) => {
            setUp.reset();
            setRecoveryCodes(codes);
          }}
          onCancel={() => setUp.reset()}
        />
      );
    }
    return (
      <>
        <p role="status">{t('twoFactor.off')}</p>
        <div>
          <Button loading={setUp.isPending} loadingLabel={t('twoFactor.settingUp')} onClick={() => setUp.mutate()}>
            {t('twoFactor.setUp')}
          </Button>
        </div>
        {setUp.isError && <FailureNotice error={setUp.error} action="save" />}
      </>
    );
  };

  return (
    <section aria-labelledby="two-factor-heading" className="account-section">
      <h2 id="two-factor-heading">{t('twoFactor.heading')}</h2>
      <p className="account-page__intro">{t('twoFactor.intro')}</p>
      {body()}
    </section>
  );
}
