import { failureOf, type FailureKind } from '@shelfmark/contract/failures';
import { useT } from '@shelfmark/i18n';
import { useEffect } from 'react';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { InlineError } from '../inline-error/inline-error';

/** What the user was doing when the call failed: the first half of the sentence. */
export type FailedAction = 'save' | 'add' | 'remove' | 'load' | 'search';

const WHAT = {
  save: 'failure.what.save',
  add: 'failure.what.add',
  remove: 'failure.what.remove',
  load: 'failure.what.load',
  search: 'failure.what.search',
} as const satisfies Record<FailedAction, string>;

const ADVICE = {
  offline: 'failure.advice.offline',
  signedOut: 'failure.advice.signedOut',
  notFound: 'failure.advice.notFound',
  refused: 'failure.advice.refused',
  busy: 'failure.advice.busy',
  server: 'failure.advice.server',
} as const satisfies Record<FailureKind, string>;

export interface FailureNoticeProps {
  /** The error a call threw (the API client's errors carry the status and the server's reason). */
  error: unknown;
  action: FailedAction;
  /** Shows Retry, unless retrying cannot help (the record is gone, the session ended). */
  onRetry?: () => void;
  className?: string;
}

/**
 * A failed call, told the same way on every screen (ADR 0029): what did not happen and what to
 * do, in a short translated sentence. The API client's own message (the spec's catalogue, e.g.
 * 'Failed to patch media: Request failed with status: 500') goes to the console, not the screen.
 * A record that is missing on load reads as a not-found state, without Retry.
 */
export function FailureNotice({ error, action, onRetry, className }: FailureNoticeProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  const { kind, reason } = failureOf(error);
  useEffect(() => {
    console.error(error instanceof Error ? error.message : error);
  }, [error]);
  const sentence =
    kind === 'notFound' && action === 'load'
      ? t('failure.missing', { reason: reason ?? t('failure.missingDefault') })
      : `${t(WHAT[action])} ${t(ADVICE[kind], { reason })}`;
  const helps = kind !== 'notFound' && kind !== 'signedOut';
  return (
    <InlineError className={className} {...(onRetry && helps ? { onRetry } : {})}>
      {sentence}
    </InlineError>
  );
}
