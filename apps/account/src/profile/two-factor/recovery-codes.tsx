import { Button } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useEffect, useId, useRef } from 'react';
import { useCopy } from './use-copy';

/** The recovery codes, shown once after two-factor sign-in is turned on: a list to copy or write down. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT('account');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const { state, copy } = useCopy(list);
  // Read out where the confirmation form was.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="two-factor__codes" aria-labelledby={id}>
      <h3 id={id} ref={heading} tabIndex={-1}>
        {t('twoFactor.codesHeading')}
      </h3>
      <p>{t('twoFactor.codesIntro')}</p>
      <ol ref={list} className="two-factor__list" aria-label={t('twoFactor.codesLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <p>
        <strong>{t('twoFactor.codesWarning')}</strong>
      </p>
      <div className="two-factor__actions">
        <Button variant="secondary" onClick={() => void copy(codes.join('\n'))}>
          {t('twoFactor.copyCodes')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.done')}</Button>
        <p role="status">{state === 'copied' ? t('twoFactor.copied') : state === 'failed' ? t('twoFactor.copyFailed') : ''}</p>
      </div>
    </section>
  );
}
