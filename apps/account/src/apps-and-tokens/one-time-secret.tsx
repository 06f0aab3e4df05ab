import { Button } from '@shelfmark/design-system';
import { CopyField } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface OneTimeSecretProps {
  heading: string;
  label: string;
  secret: string;
  /** A line above the secret, e.g. what the signing secret is for. */
  children?: ReactNode;
  onDone: () => void;
}

/**
 * A secret the server sends once (a token, a signing secret): marked out, with Copy and the
 * warning that it will not be shown again. Its heading takes focus, so a screen reader reads it
 * out where the form was just sent.
 */
export function OneTimeSecret({ heading, label, secret, children, onDone }: OneTimeSecretProps) {
  const t = useT('account');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="apps-secret" aria-labelledby={id}>
      <h3 id={id} ref={headingRef} tabIndex={-1}>
        {heading}
      </h3>
      {children}
      <CopyField label={label} value={secret} copyLabel={t('apps.secret.copy')} copiedText={t('apps.secret.copied')} failedText={t('apps.secret.copyFailed')} />
      <p className="apps-secret__warning">
        <strong>{t('apps.secret.notAgain')}</strong>
      </p>
      <div>
        <Button variant="secondary" onClick={onDone}>
          {t('apps.secret.done')}
        </Button>
      </div>
    </section>
  );
}
