import { type CreatedIntegration, INTEGRATION_LABELS, type Integration, type MediaServerKind } from '@shelfmark/contract';
import { Button, ChevronDownIcon, EmptyState } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useId, useRef, useState } from 'react';
import { OneTimeSecret } from '../../apps-and-tokens/one-time-secret';
import { IntegrationCard } from '../integration-card';
import type { IntegrationSectionProps } from '../sections';
import { Inbox } from './inbox';
import { MediaServerForm } from './media-server-form';
import { SetupSteps } from './setup-steps';

/** A media server's settings among the card's facts. */
function SettingsFacts({ integration }: { integration: Integration }) {
  const t = useT('account');
  const settings = integration.settings;
  if (!settings) return null;
  return (
    <>
      <div>
        <dt>{t('integrations.facts.serverUsers')}</dt>
        <dd>{settings.serverUsers.join(', ')}</dd>
      </div>
      <div>
        <dt>{t('integrations.facts.libraries')}</dt>
        <dd>{settings.libraries.length > 0 ? settings.libraries.join(', ') : t('integrations.facts.allLibraries')}</dd>
      </div>
      <div>
        <dt>{t('integrations.facts.minimumPercent')}</dt>
        <dd>{settings.minimumPercent}%</dd>
      </div>
    </>
  );
}

function MediaServerCard({ integration, onChanged }: { integration: Integration; onChanged: () => void }) {
  const t = useT('account');
  const id = useId();
  const [inboxOpen, setInboxOpen] = useState(false);
  return (
    <IntegrationCard integration={integration} facts={<SettingsFacts integration={integration} />} onChanged={onChanged}>
      {integration.inboxCount > 0 && (
        <div>
          <Button variant="ghost" size="sm" aria-expanded={inboxOpen} aria-controls={`${id}-inbox`} onClick={() => setInboxOpen((open) => !open)}>
            {inboxOpen ? t('integrations.inbox.hide') : t('integrations.inbox.show', { count: integration.inboxCount })}
            <ChevronDownIcon className={inboxOpen ? 'apps-toggle apps-toggle--open' : 'apps-toggle'} />
          </Button>
        </div>
      )}
      {inboxOpen && <Inbox integrationID={integration.integrationID} id={`${id}-inbox`} />}
    </IntegrationCard>
  );
}

/** One media server's section: what it records, how to set it up, the form (or the new address, once), and its integrations. */
export function MediaServerSection({ kind, rows, onChanged }: IntegrationSectionProps & { kind: MediaServerKind }) {
  const t = useT('account');
  const headingId = `${kind}-heading`;
  const label = INTEGRATION_LABELS[kind];
  const [created, setCreated] = useState<CreatedIntegration | null>(null);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAdding(false);
    setCreated(null);
    // The button that opened the form stands where the form was.
    requestAnimationFrame(() => addButton.current?.focus());
  };
  const adder = () => {
    if (created) {
      return (
        <OneTimeSecret heading={t('integrations.mediaServers.createdHeading', { name: created.name })} label={t('integrations.mediaServers.addressLabel')} secret={created.hookUrl} onDone={close}>
          <p>{t('integrations.mediaServers.addressIntro', { label })}</p>
          <SetupSteps kind={kind} />
        </OneTimeSecret>
      );
    }
    if (!adding) {
      return (
        <div>
          <Button ref={addButton} variant="secondary" onClick={() => setAdding(true)}>
            {t('integrations.mediaServers.add', { label })}
          </Button>
        </div>
      );
    }
    return (
      <>
        <MediaServerForm
          kind={kind}
          returned
          onCreated={(integration) => {
            setCreated(integration);
            onChanged();
          }}
          onCancel={close}
        />
        <SetupSteps kind={kind} />
      </>
    );
  };
  return (
    <section className="apps-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`integrations.mediaServers.${kind}.heading`)}</h2>
      {adder()}
      {rows.length === 0 ? (
        <EmptyState title={t('integrations.empty')} />
      ) : (
        <ul className="apps-list">
          {rows.map((integration) => (
            <li key={integration.integrationID}>
              <MediaServerCard integration={integration} onChanged={onChanged} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const JellyfinSection = (props: IntegrationSectionProps) => <MediaServerSection kind="jellyfin" {...props} />;
export const PlexSection = (props: IntegrationSectionProps) => <MediaServerSection kind="plex" {...props} />;
export const EmbySection = (props: IntegrationSectionProps) => <MediaServerSection kind="emby" {...props} />;
