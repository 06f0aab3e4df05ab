import { INTEGRATION_LABELS, JELLYFIN_TEMPLATE, type MediaServerKind } from '@shelfmark/contract';
import { CopyField } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { useId } from 'react';

/** How many steps each server's setup takes (integrations.en.json, mediaServers.steps). */
const STEPS: Record<MediaServerKind, number> = { jellyfin: 4, plex: 3, emby: 3 };

/** What to do in the server, step by step; for Jellyfin, the template to paste, with Copy. */
export function SetupSteps({ kind }: { kind: MediaServerKind }) {
  const t = useT('account');
  const id = useId();
  const label = INTEGRATION_LABELS[kind];
  return (
    <section className="apps-section" aria-labelledby={id}>
      <h4 id={id}>{t('integrations.mediaServers.stepsHeading', { label })}</h4>
      <ol className="integrations-steps">
        {Array.from({ length: STEPS[kind] }, (_, step) => (
          <li key={step}>{t(`integrations.mediaServers.steps.${kind}.${step}`)}</li>
        ))}
      </ol>
      {kind === 'jellyfin' && (
        <>
          <CopyField label={t('integrations.mediaServers.templateLabel')} value={JELLYFIN_TEMPLATE} copyLabel={t('apps.secret.copy')} copiedText={t('apps.secret.copied')} failedText={t('apps.secret.copyFailed')} />
          <pre className="integrations-template" aria-hidden="true">
            {JELLYFIN_TEMPLATE}
          </pre>
        </>
      )}
    </section>
  );
}
