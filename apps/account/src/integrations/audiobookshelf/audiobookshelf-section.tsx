import { AUDIOBOOKSHELF_TOKEN_MAX_LENGTH, AudiobookshelfCreateSchema } from '@shelfmark/contract';
import { Button, EmptyState, FailureNotice, Loader, TextField } from '@shelfmark/design-system';
import { Checkbox } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import '../koreader/book-sync-messages';
import '../koreader/book-sync.css';
import { createAudiobookshelf, useAudiobookshelfItems, useInboxActions } from '@shelfmark/api-client/book-sync';
import { IntegrationList } from '../integration-card';
import type { BookSyncSectionProps } from '../koreader/koreader-section';
import { SyncInboxRow } from '../koreader/sync-inbox-row';

type Field = 'address' | 'apiToken';

function ConnectForm({ onCreated }: { onCreated: () => void }) {
  const t = useT('account');
  const [address, setAddress] = useState('');
  const [apiToken, setApiToken] = useState('');
  const [autoMarkDone, setAutoMarkDone] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [connected, setConnected] = useState(false);
  const create = useMutation({
    mutationFn: createAudiobookshelf,
    onSuccess: () => {
      setAddress('');
      setApiToken('');
      setConnected(true);
      onCreated();
    },
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rules, so the form says what the API would before sending.
    const parsed = AudiobookshelfCreateSchema.safeParse({ address, apiToken, autoMarkDone });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'address' || field === 'apiToken') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setConnected(false);
    create.mutate(parsed.data);
  };
  return (
    <form className="apps-form" onSubmit={send} aria-label={t('bookSync.audiobookshelf.connect')} noValidate>
      <TextField type="url" label={t('bookSync.audiobookshelf.address')} hint={t('bookSync.audiobookshelf.addressHint')} value={address} error={errors.address} required onChange={(event) => setAddress(event.target.value)} />
      <TextField type="password" autoComplete="off" label={t('bookSync.audiobookshelf.apiToken')} maxLength={AUDIOBOOKSHELF_TOKEN_MAX_LENGTH} value={apiToken} error={errors.apiToken} required onChange={(event) => setApiToken(event.target.value)} />
      <Checkbox label={t('bookSync.books.autoMarkDone')} checked={autoMarkDone} onChange={(event) => setAutoMarkDone(event.target.checked)} />
      {create.isError && <FailureNotice error={create.error} action="save" />}
      {connected && <p role="status">{t('bookSync.audiobookshelf.connected')}</p>}
      <div>
        <Button type="submit" loading={create.isPending} loadingLabel={t('bookSync.audiobookshelf.connecting')}>
          {t('bookSync.audiobookshelf.connect')}
        </Button>
      </div>
    </form>
  );
}

function Items() {
  const t = useT('account');
  const items = useAudiobookshelfItems(true);
  const actions = useInboxActions('audiobookshelf');
  if (items.isError) return <FailureNotice error={items.error} action="load" onRetry={() => void items.refetch()} />;
  if (!items.data) return <Loader label={t('bookSync.books.loading')} />;
  if (items.data.length === 0) return <EmptyState title={t('bookSync.audiobookshelf.noItems')} />;
  return (
    <ul className="book-sync__list">
      {items.data.map((item) => (
        <li key={item.itemID}>
          <SyncInboxRow
            id={item.itemID}
            label={t('bookSync.audiobookshelf.item', { title: item.title, author: item.author, percent: Math.round((item.finished ? 1 : item.progress) * 100) })}
            book={item.book}
            finished={item.finished || item.progress >= 0.99}
            done={item.done}
            actions={actions}
          />
        </li>
      ))}
    </ul>
  );
}

/** Audiobookshelf on the Integrations page: how to set it up, its address and key, and the books heard. */
export function AudiobookshelfSection({ integrations, onChanged }: BookSyncSectionProps) {
  const t = useT('account');
  return (
    <section className="book-sync" aria-labelledby="audiobookshelf-heading">
      <h2 id="audiobookshelf-heading">{t('bookSync.audiobookshelf.heading')}</h2>
      <p>{t('bookSync.audiobookshelf.intro')}</p>
      <h3>{t('bookSync.audiobookshelf.stepsHeading')}</h3>
      <ol className="book-sync__steps">
        <li>{t('bookSync.audiobookshelf.step1')}</li>
        <li>{t('bookSync.audiobookshelf.step2')}</li>
      </ol>
      <IntegrationList integrations={integrations} onChanged={onChanged} />
      <ConnectForm onCreated={onChanged} />
      {integrations.length > 0 && (
        <section aria-labelledby="audiobookshelf-items-heading">
          <h3 id="audiobookshelf-items-heading">{t('bookSync.audiobookshelf.itemsHeading')}</h3>
          <Items />
        </section>
      )}
    </section>
  );
}
