import { useConfirmTwoFactor } from '@shelfmark/api-client/two-factor';
import type { RecoveryCodes, TwoFactorSetup as Setup } from '@shelfmark/contract';
import { Button, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { serverMessageOr } from './server-message';
import { useCopy } from './use-copy';

interface TwoFactorSetupProps {
  setup: Setup;
  onConfirmed: (codes: RecoveryCodes) => void;
  onCancel: () => void;
}

/** The secret just set up: its QR code and the key as text, and the code that proves the app has it. */
export function TwoFactorSetup({ setup, onConfirmed, onCancel }: TwoFactorSetupProps) {
  const t = useT('account');
  const intro = useRef<HTMLParagraphElement>(null);
  const keyId = useId();
  const key = useRef<HTMLElement>(null);
  const { state, copy } = useCopy(key);
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  useEffect(() => intro.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ code: code.trim() }, { onSuccess: onConfirmed });
  };

  return (
    <div className="two-factor__setup">
      <p ref={intro} tabIndex={-1}>
        {t('twoFactor.scan')}
      </p>
      {/* An image, not inline markup: the SVG cannot run anything, and the QR library stays on the server. */}
      <img className="two-factor__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={t('twoFactor.qrAlt')} />
      <div className="two-factor__key" role="group" aria-labelledby={keyId}>
        <p id={keyId}>{t('twoFactor.key')}</p>
        {/* In groups of four, as apps show keys: it wraps on a phone instead of being cut off. */}
        <code ref={key}>
          {setup.secret.match(/.{1,4}/g)?.join(' ')}
        </code>
        <div className="two-factor__actions">
          <Button variant="secondary" onClick={() => void copy(setup.secret)}>
            {t('twoFactor.copy')}
          </Button>
          <p role="status">{state === 'copied' ? t('twoFactor.copied') : state === 'failed' ? t('twoFactor.copyFailed') : ''}</p>
        </div>
      </div>
      <form className="two-factor__form" onSubmit={submit} noValidate>
        <TextField
          label={t('twoFactor.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={confirm.isError ? serverMessageOr(confirm.error) : undefined}
        />
        <div className="two-factor__actions">
          <Button type="submit" loading={confirm.isPending} loadingLabel={t('twoFactor.turningOn')}>
            {t('twoFactor.turnOn')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('twoFactor.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
