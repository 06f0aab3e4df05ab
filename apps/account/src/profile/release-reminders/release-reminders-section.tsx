import { useReminders, useUpdateReminders } from '@shelfmark/api-client/reminders';
import type { ReminderSettingsUpdate } from '@shelfmark/contract';
import { Button, FailureNotice, InlineError, Loader } from '@shelfmark/design-system';
import { Checkbox, Select } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { useEffect, useState } from 'react';
import './release-reminders-messages';
import './release-reminders.css';

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

type DeviceState = 'unknown' | 'off' | 'on' | 'working' | 'unsupported' | 'denied' | 'failed';

const loadDevicePush = () => import(/* webpackChunkName: "device-push" */ './device-push');

/** This browser's subscription: the push code arrives only once the user has opted in to pushes. */
function DevicePush() {
  const t = useT('account');
  const [state, setState] = useState<DeviceState>('unknown');

  useEffect(() => {
    let live = true;
    void loadDevicePush().then(async (push) => {
      const next: DeviceState = !(await push.pushSupported()) ? 'unsupported' : (await push.devicePushIsOn()) ? 'on' : 'off';
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setState('working');
    try {
      setState(await (await loadDevicePush()).turnOnDevicePush());
    } catch {
      setState('failed');
    }
  };
  const turnOff = async () => {
    setState('working');
    try {
      await (await loadDevicePush()).turnOffDevicePush();
      setState('off');
    } catch {
      setState('failed');
    }
  };

  if (state === 'unknown') return null;
  if (state === 'unsupported') return <p className="release-reminders__note">{t('reminders.pushUnsupported')}</p>;
  if (state === 'on') {
    return (
      <div className="release-reminders__device">
        <p role="status">{t('reminders.pushOnHere')}</p>
        <div>
          <Button variant="secondary" onClick={() => void turnOff()}>
            {t('reminders.pushOffDevice')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="release-reminders__device">
      <div>
        <Button loading={state === 'working'} loadingLabel={t('reminders.pushTurningOn')} onClick={() => void turnOn()}>
          {t('reminders.pushOnDevice')}
        </Button>
      </div>
      {state === 'denied' && <InlineError>{t('reminders.pushDenied')}</InlineError>}
      {state === 'failed' && <InlineError>{t('reminders.pushFailed')}</InlineError>}
    </div>
  );
}

/** On the user's own profile: the weekly mail of the Watch List's releases and release-day notifications (ADR 0041). */
export function ReleaseRemindersSection() {
  const t = useT('account');
  const settings = useReminders();
  const update = useUpdateReminders();
  const save = (change: ReminderSettingsUpdate) => update.mutate(change);

  const body = () => {
    if (settings.isError) return <FailureNotice error={settings.error} action="load" onRetry={() => void settings.refetch()} />;
    if (!settings.data) return <Loader label={t('reminders.loading')} />;
    // The change being saved shows at once, so a box clicked is checked while the server answers.
    const { weeklyMail, weekday, push } = { ...settings.data, ...(update.isPending ? update.variables : {}) };
    return (
      <div className="release-reminders__form">
        <Checkbox label={t('reminders.weeklyMail')} hint={t('reminders.weeklyMailHint')} checked={weeklyMail} onChange={(event) => save({ weeklyMail: event.target.checked })} />
        {weeklyMail && (
          <Select
            label={t('reminders.weekday')}
            value={String(weekday)}
            options={WEEKDAYS.map((value) => ({ value, label: t(`reminders.weekdays.${value}`) }))}
            onChange={(event) => save({ weekday: Number(event.target.value) })}
          />
        )}
        <Checkbox label={t('reminders.push')} hint={t('reminders.pushHint')} checked={push} onChange={(event) => save({ push: event.target.checked })} />
        {push && <DevicePush />}
        {update.isError && <InlineError>{t('reminders.saveFailed')}</InlineError>}
        {update.isSuccess && (
          <p role="status" className="release-reminders__note">
            {t('reminders.saved')}
          </p>
        )}
      </div>
    );
  };

  return (
    <section aria-labelledby="release-reminders-heading" className="account-section">
      <h2 id="release-reminders-heading">{t('reminders.heading')}</h2>
      <p className="account-page__intro">{t('reminders.intro')}</p>
      {body()}
    </section>
  );
}
