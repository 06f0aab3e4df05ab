import { type CreatedKoreader, INTEGRATION_NAME_MAX_LENGTH, type Integration } from '@shelfmark/contract';
import { Button, EmptyState, FailureNotice, Loader, TextField } from '@shelfmark/design-system';
import { Checkbox, CopyField } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import './book-sync-messages';
import './book-sync.css';
import { createKoreader, useInboxActions, useKoreaderDocuments } from '@shelfmark/api-client/book-sync';
import { IntegrationList } from '../integration-card';
import { SyncInboxRow } from './sync-inbox-row';

export interface BookSyncSectionProps {
  /** The user's integrations of this kind, from GET /integrations. */
  integrations: Integration[];
  /** After one was made: the page reads its list again. */
  onChanged: () => void;
}

/** The address KOReader's "Custom sync server" takes: this Shelfmark and the protocol's path. */
const serverAddress = (created: CreatedKoreader) => `${window.location.origin}${created.serverPath}`;

function ConnectedKoreader({ created, onDone }: { created: CreatedKoreader; onDone: () => void }) {
  const t = useT('account');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = { copyLabel: t('bookSync.koreader.copy'), copiedText: t('bookSync.koreader.copied'), failedText: t('bookSync.koreader.copyFailed') };
  return (
    <section className="book-sync__secret" aria-labelledby="koreader-created-heading">
      <h3 id="koreader-created-heading" ref={heading} tabIndex={-1}>
        {t('bookSync.koreader.createdHeading')}
      </h3>
      <CopyField label={t('bookSync.koreader.server')} value={serverAddress(created)} {...copy} />
      <CopyField label={t('bookSync.koreader.username')} value={created.username} {...copy} />
      <CopyField label={t('bookSync.koreader.syncKey')} value={created.syncKey} {...copy} />
      <p>
        <strong>{t('bookSync.koreader.keyWarning')}</strong>
      </p>
      <div>
        <Button variant="secondary" onClick={onDone}>
          {t('bookSync.koreader.doneReading')}
        </Button>
      </div>
    </section>
  );
}

function ConnectForm({ onCreated }: { onCreated: (created: CreatedKoreader) => void }) {
  const t = useT('account');
  const [name, setName] = useState('');
  const [autoMarkDone, setAutoMarkDone] = useState(false);
  const create = useMutation({ mutationFn: createKoreader, onSuccess: onCreated });
  const send = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ ...(name.trim() ? { name: name.trim() } : {}), autoMarkDone });
  };
  return (
    <form className="apps-form" onSubmit={send} aria-label={t('bookSync.koreader.connect')} noValidate>
      <TextField label={t('bookSync.koreader.name')} hint={t('bookSync.koreader.nameHint')} maxLength={INTEGRATION_NAME_MAX_LENGTH} value={name} onChange={(event) => setName(event.target.value)} />
      <Checkbox label={t('bookSync.books.autoMarkDone')} checked={autoMarkDone} onChange={(event) => setAutoMarkDone(event.target.checked)} />
      {create.isError && <FailureNotice error={create.error} action="save" />}
      <div>
        <Button type="submit" loading={create.isPending} loadingLabel={t('bookSync.koreader.connecting')}>
          {t('bookSync.koreader.connect')}
        </Button>
      </div>
    </form>
  );
}

function Documents() {
  const t = useT('account');
  const documents = useKoreaderDocuments(true);
  const actions = useInboxActions('koreader');
  if (documents.isError) return <FailureNotice error={documents.error} action="load" onRetry={() => void documents.refetch()} />;
  if (!documents.data) return <Loader label={t('bookSync.books.loading')} />;
  if (documents.data.length === 0) return <EmptyState title={t('bookSync.koreader.noDocuments')} />;
  return (
    <ul className="book-sync__list">
      {documents.data.map((document) => (
        <li key={document.documentID}>
          <SyncInboxRow
            id={document.documentID}
            label={t('bookSync.koreader.document', { device: document.device, percent: Math.round(document.percentage * 100) })}
            book={document.book}
            finished={document.finished}
            done={document.done}
            actions={actions}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * KOReader on the Integrations page: how to set it up, connecting (the sync key shown once), and
 * the books KOReader has synced, each linked to a book once.
 */
export function KoreaderSection({ integrations, onChanged }: BookSyncSectionProps) {
  const t = useT('account');
  const [created, setCreated] = useState<CreatedKoreader | null>(null);
  return (
    <section className="book-sync" aria-labelledby="koreader-heading">
      <h2 id="koreader-heading">{t('bookSync.koreader.heading')}</h2>
      <p>{t('bookSync.koreader.intro')}</p>
      <h3>{t('bookSync.koreader.stepsHeading')}</h3>
      <ol className="book-sync__steps">
        {(['step1', 'step2', 'step3', 'step4'] as const).map((step) => (
          <li key={step}>{t(`bookSync.koreader.${step}`)}</li>
        ))}
      </ol>
      <IntegrationList integrations={integrations} onChanged={onChanged} />
      {created ? (
        <ConnectedKoreader created={created} onDone={() => setCreated(null)} />
      ) : (
        <ConnectForm
          onCreated={(made) => {
            setCreated(made);
            onChanged();
          }}
        />
      )}
      {integrations.length > 0 && (
        <section aria-labelledby="koreader-documents-heading">
          <h3 id="koreader-documents-heading">{t('bookSync.koreader.documentsHeading')}</h3>
          <Documents />
        </section>
      )}
    </section>
  );
}
