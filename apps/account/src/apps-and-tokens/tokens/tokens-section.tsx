import { useTokens } from '@shelfmark/api-client/access';
import type { CreatedToken } from '@shelfmark/contract';
import { EmptyState, FailureNotice, Loader } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { ApiDocsLink } from '../api-docs-link';
import { OneTimeSecret } from '../one-time-secret';
import { TokenForm } from './token-form';
import { TokenRow } from './token-row';

/** Personal access tokens: the new token's form, its secret once, and the list with Revoke. */
export function TokensSection() {
  const t = useT('account');
  const tokens = useTokens();
  // Held only here: once dismissed, or the page left, the secret is gone for good.
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [returned, setReturned] = useState(false);

  const list = () => {
    if (tokens.isError) return <FailureNotice error={tokens.error} action="load" onRetry={() => void tokens.refetch()} />;
    if (!tokens.data) return <Loader label={t('apps.tokens.loading')} />;
    if (tokens.data.length === 0) return <EmptyState title={t('apps.tokens.empty')} description={<p>{t('apps.tokens.emptyDescription')}</p>} action={<ApiDocsLink />} />;
    return (
      <ul className="apps-list">
        {tokens.data.map((token) => (
          <li key={token.tokenID}>
            <TokenRow token={token} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className="apps-section" aria-labelledby="tokens-heading">
      <h2 id="tokens-heading">{t('apps.tokens.heading')}</h2>
      {created ? (
        <OneTimeSecret
          heading={t('apps.tokens.createdHeading', { name: created.token.name })}
          label={t('apps.tokens.secretLabel')}
          secret={created.secret}
          onDone={() => {
            setCreated(null);
            setReturned(true);
          }}
        />
      ) : (
        <TokenForm onCreated={setCreated} returned={returned} />
      )}
      <section className="apps-section" aria-labelledby="tokens-list-heading">
        <h3 id="tokens-list-heading">{t('apps.tokens.listHeading')}</h3>
        {list()}
      </section>
    </section>
  );
}
