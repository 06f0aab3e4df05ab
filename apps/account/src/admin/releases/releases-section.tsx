import { usePromoteRemote, useRemoteReleases, useRollbackRemote, useStopRemoteCanary } from '@shelfmark/api-client/admin';
import type { RemoteRollout } from '@shelfmark/contract';
import { Button, FailureNotice, Loader, TextField } from '@shelfmark/design-system';
import { formatDateTime, formatNumber, useT } from '@shelfmark/i18n';
import { useState } from 'react';

/** One remote: its rollout, and its releases with how their loads went and what to promote them to. */
function RemoteReleases({ rollout }: { rollout: RemoteRollout }) {
  const t = useT('account');
  const [percent, setPercent] = useState('10');
  const promote = usePromoteRemote();
  const rollback = useRollbackRemote();
  const stop = useStopRemoteCanary();
  const busy = promote.isPending || rollback.isPending || stop.isPending;
  const failure = promote.error ?? rollback.error ?? stop.error;
  const done = promote.data ?? rollback.data ?? stop.data;
  const { remote, canary, stopped } = rollout;
  const share = Number(percent);
  const none = t('admin.releases.none');
  return (
    <section aria-labelledby={`admin-releases-${remote}`} className="admin-releases__remote">
      <h3 id={`admin-releases-${remote}`}>{remote}</h3>
      <p>{t('admin.releases.current', { version: rollout.currentVersion ?? t('admin.releases.unreleased') })}</p>
      {rollout.fixedOverride && <p className="account-page__intro">{t('admin.releases.fixedOverride', { name: remote.toUpperCase() })}</p>}
      {canary && (
        <div className="admin-facts__action">
          <p>{canary.audience === 'staff' ? t('admin.releases.canaryStaff', { version: canary.version }) : t('admin.releases.canaryShare', { version: canary.version, percent: canary.percent })}</p>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => stop.mutate(remote)}>
            {t('admin.releases.stop')}
          </Button>
        </div>
      )}
      {stopped && <p className="admin-releases__stopped">{t('admin.releases.stopped', { version: stopped.version, date: formatDateTime(stopped.at), reason: stopped.reason })}</p>}
      {rollout.previousVersion && !canary && (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => rollback.mutate({ remote })}>
          {t('admin.releases.rollback', { version: rollout.previousVersion })}
        </Button>
      )}
      {rollout.releases.length === 0 ? (
        <p className="account-page__intro">{t('admin.releases.noReleases', { name: remote })}</p>
      ) : (
        <>
          <TextField className="admin-releases__share" type="number" inputMode="numeric" min={1} max={99} label={t('admin.releases.share')} value={percent} onChange={(event) => setPercent(event.target.value)} />
          <div className="admin-releases__scroll">
            <table className="admin-users admin-releases">
              <thead>
                <tr>
                  <th scope="col">{t('admin.releases.columns.version')}</th>
                  <th scope="col">{t('admin.releases.columns.released')}</th>
                  <th scope="col">{t('admin.releases.columns.loads')}</th>
                  <th scope="col">{t('admin.releases.columns.failureRate')}</th>
                  <th scope="col">{t('admin.releases.columns.median')}</th>
                  <th scope="col">{t('admin.releases.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rollout.releases.map(({ version, releasedAt, forced, stats }) => (
                  <tr key={version}>
                    <th scope="row">
                      <span className="admin-users__name">{version}</span>
                      {forced && <span className="admin-users__fact">{t('admin.releases.forced')}</span>}
                    </th>
                    <td>{formatDateTime(releasedAt)}</td>
                    <td>{formatNumber(stats.loads)}</td>
                    <td>{stats.failureRate === null ? none : t('admin.releases.percentValue', { value: formatNumber(stats.failureRate) })}</td>
                    <td>{stats.medianMs === null ? none : t('admin.releases.msValue', { value: formatNumber(stats.medianMs) })}</td>
                    <td className="admin-releases__actions">
                      <Button variant="secondary" size="sm" disabled={busy || version === rollout.currentVersion} onClick={() => promote.mutate({ remote, version, audience: 'everyone' })}>
                        {t('admin.releases.toEveryone')}
                      </Button>
                      <Button variant="secondary" size="sm" disabled={busy || version === rollout.currentVersion} onClick={() => promote.mutate({ remote, version, audience: 'staff' })}>
                        {t('admin.releases.toStaff')}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy || version === rollout.currentVersion || !Number.isInteger(share) || share < 1 || share > 99}
                        onClick={() => promote.mutate({ remote, version, audience: 'share', percent: share })}
                      >
                        {t('admin.releases.toShare', { percent: Number.isInteger(share) ? share : '?' })}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <p role="status" className="account-page__intro">
        {busy ? t('admin.releases.working') : (done?.message ?? '')}
      </p>
      {failure && <FailureNotice error={failure} action="save" />}
    </section>
  );
}

/** The remotes' releases and rollouts (ADR 0043): promote, canary, stop and roll back, with each version's load reports. */
export function ReleasesSection() {
  const t = useT('account');
  const releases = useRemoteReleases();
  return (
    <section aria-labelledby="admin-releases-heading" className="account-section admin-section">
      <h2 id="admin-releases-heading">{t('admin.releases.heading')}</h2>
      <p className="account-page__intro">{t('admin.releases.intro')}</p>
      {releases.isError && <FailureNotice error={releases.error} action="load" onRetry={() => void releases.refetch()} />}
      {!releases.isError && (releases.data ? releases.data.map((rollout) => <RemoteReleases key={rollout.remote} rollout={rollout} />) : <Loader label={t('admin.releases.loading')} />)}
    </section>
  );
}
